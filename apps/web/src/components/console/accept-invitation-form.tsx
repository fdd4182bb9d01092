'use client';

import {
  INVITATION_MESSAGES,
  STAFF_SIGN_IN_MESSAGES,
  toConsoleAnswer,
} from '@forecourt/core/staff';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { postJson } from '@/lib/json-client';

/** Accepts an invitation: a new user chooses a password twice; then they sign in as always. */
export function AcceptInvitationForm({
  token,
  needsPassword,
}: {
  token: string;
  needsPassword: boolean;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    if (needsPassword && password !== confirm) {
      setError(INVITATION_MESSAGES.passwordsDiffer);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = toConsoleAnswer(
      (
        await postJson(
          '/api/invitations/accept',
          needsPassword ? { token, password, confirm } : { token },
        )
      ).body,
      STAFF_SIGN_IN_MESSAGES.sendFailed,
    );
    if (answer.ok) {
      window.location.assign('/sign-in');
      return;
    }
    setBusy(false);
    setError(answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed);
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error ? { 'aria-invalid': true } : {};
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {needsPassword ? (
        <>
          <p id={hintId} className="text-sm">
            At least 12 characters. A few unrelated words make a strong one; common and leaked
            passwords are refused.
          </p>
          <div>
            <label htmlFor={`${id}-password`} className="font-semibold">
              Choose a password
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className={`${inputClass} mt-1`}
              {...invalid}
            />
          </div>
          <div>
            <label htmlFor={`${id}-confirm`} className="font-semibold">
              Type it again
            </label>
            <input
              id={`${id}-confirm`}
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              className={`${inputClass} mt-1`}
              {...invalid}
            />
          </div>
        </>
      ) : (
        <p>You already have an account: accept, then sign in as usual.</p>
      )}
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        Accept the invitation
      </Button>
    </form>
  );
}
