'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { postJson } from '@/lib/json-client';

/**
 * One step of signing in to the console: email and password, or the emailed code. A right
 * answer goes on to `next` with a full load, so the next page renders with the new cookie.
 */
export function ConsoleSignInForm({
  step,
  next,
  factor = 'email',
}: {
  step: 'password' | 'code';
  next: string;
  /** What the code step asks for. */
  factor?: 'email' | 'app';
}) {
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const answer =
      step === 'password'
        ? await postJson('/api/sign-in', {
            email: String(data.get('email') ?? ''),
            password: String(data.get('password') ?? ''),
          })
        : await postJson(
            '/api/sign-in/code',
            recovery
              ? { recoveryCode: String(data.get('recoveryCode') ?? '') }
              : { code: String(data.get('code') ?? '') },
          );
    const read = toConsoleAnswer(answer.body, STAFF_SIGN_IN_MESSAGES.sendFailed);
    if (read.ok) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setError(read.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed);
  }

  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      {step === 'password' ? (
        <>
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
          <div>
            <label htmlFor={`${id}-password`} className="font-semibold">
              Password
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={`${inputClass} mt-1`}
              {...invalid}
            />
          </div>
        </>
      ) : recovery ? (
        <div>
          <label htmlFor={`${id}-recovery`} className="font-semibold">
            Recovery code
          </label>
          <input
            id={`${id}-recovery`}
            name="recoveryCode"
            type="text"
            autoComplete="off"
            required
            aria-required
            className={`${inputClass} mt-1 font-mono`}
            {...invalid}
          />
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-code`} className="font-semibold">
            {factor === 'email' ? 'Code from the email' : 'Code from your app'}
          </label>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={7}
            required
            aria-required
            className={`${inputClass} mt-1 tracking-widest`}
            {...invalid}
          />
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {step === 'password' ? 'Continue' : 'Sign in'}
      </Button>
      {step === 'code' && factor === 'app' ? (
        <Button variant="link" className="self-start" onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use a code from the app' : 'Lost your phone? Use a recovery code'}
        </Button>
      ) : null}
    </form>
  );
}
