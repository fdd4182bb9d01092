'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { postJson } from '@/lib/json-client';

/** Asking for a reset link, or choosing the new password from one. */
export function PasswordResetForm(
  props: { step: 'request' } | { step: 'complete'; token: string },
) {
  const id = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const sent =
      props.step === 'request'
        ? await postJson('/api/password-reset', { email: String(data.get('email') ?? '') })
        : await postJson('/api/password-reset/complete', {
            token: props.token,
            password: String(data.get('password') ?? ''),
            confirm: String(data.get('confirm') ?? ''),
          });
    setBusy(false);
    const answer = toConsoleAnswer(sent.body, STAFF_SIGN_IN_MESSAGES.sendFailed);
    if (answer.ok && props.step === 'complete') {
      window.location.assign('/sign-in');
      return;
    }
    setMessage({ ok: answer.ok, text: answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed });
  }

  const messageId = `${id}-message`;
  const invalid =
    message?.ok === false ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {props.step === 'request' ? (
        <div>
          <label htmlFor={`${id}-email`} className="font-semibold">
            Email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-required
            className={`${inputClass} mt-1`}
            {...invalid}
          />
        </div>
      ) : (
        <>
          <div>
            <label htmlFor={`${id}-password`} className="font-semibold">
              New password
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
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
      )}
      {message ? (
        <p
          id={messageId}
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'font-medium' : 'font-medium text-danger'}
        >
          {message.text}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {props.step === 'request' ? 'Email me a link' : 'Set the new password'}
      </Button>
    </form>
  );
}
