'use client';

import { SIGN_IN_MESSAGES, toAccountAnswer } from '@forecourt/core/accounts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { signInWithPasskey, usePasskeys } from '@/components/account/passkey-client';
import { inputClass } from '@/components/leads/field-input';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';
import { useHydrated } from '@/lib/use-hydrated';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string };

async function post(path: string, body: unknown) {
  return toAccountAnswer((await postJson(path, body)).body, SIGN_IN_MESSAGES.sendFailed);
}

/** The two steps of a phone sign-in: the number, then the 6-digit code texted to it. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const passkeys = usePasskeys();
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      if (step.kind === 'phone') {
        const phone = String(data.get('phone') ?? '');
        const answer = await post('/api/account/send-code', { phone });
        if (!answer.ok) return setError(answer.message ?? SIGN_IN_MESSAGES.sendFailed);
        setStep({ kind: 'code', phone });
        requestAnimationFrame(() => codeInput.current?.focus());
        return;
      }
      const code = String(data.get('code') ?? '').replace(/\s/g, '');
      if (!/^\d{6}$/.test(code)) return setError(SIGN_IN_MESSAGES.badCode);
      const answer = await post('/api/account/verify-code', { phone: step.phone, code });
      if (!answer.ok) return setError(answer.message ?? SIGN_IN_MESSAGES.wrongCode);
      // A full load: the page and its Save buttons start again as the signed-in shopper.
      window.location.assign(redirectTo);
    } catch {
      setError(SIGN_IN_MESSAGES.sendFailed);
    } finally {
      setBusy(false);
    }
  }

  async function onPasskey() {
    setBusy(true);
    setError(null);
    const answer = await signInWithPasskey();
    if (answer.ok) {
      window.location.assign(redirectTo);
      return;
    }
    setBusy(false);
    setError(answer.message ?? SIGN_IN_MESSAGES.sendFailed);
  }

  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form
      data-slot="sign-in-form"
      className="mt-6 flex flex-col gap-4"
      onSubmit={onSubmit}
      noValidate
    >
      {step.kind === 'phone' ? (
        <div>
          <label htmlFor={`${id}-phone`} className="font-semibold">
            Mobile number
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            aria-required
            placeholder="04xx xxx xxx"
            className={`${inputClass} mt-1`}
            {...invalid}
          />
        </div>
      ) : (
        <div>
          <p className="mb-2">
            We texted a 6-digit code to {step.phone}. It works once, for 5 minutes.
          </p>
          <label htmlFor={`${id}-code`} className="font-semibold">
            Code
          </label>
          <input
            ref={codeInput}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
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
      <Button type="submit" disabled={busy || !hydrated} aria-busy={busy}>
        {step.kind === 'phone' ? 'Send code' : 'Sign in'}
      </Button>
      {step.kind === 'code' ? (
        <Button
          variant="ghost"
          onClick={() => {
            setStep({ kind: 'phone' });
            setError(null);
          }}
        >
          Use another number
        </Button>
      ) : (
        <Button variant="outline" disabled={busy || !passkeys} onClick={onPasskey}>
          Sign in with a passkey
        </Button>
      )}
    </form>
  );
}
