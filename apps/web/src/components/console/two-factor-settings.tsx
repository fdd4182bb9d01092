'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { postJson } from '@/lib/json-client';

type Step =
  | { kind: 'idle' }
  | { kind: 'scan'; secret: string; qrSvg: string }
  | { kind: 'codes'; codes: string[] };

/**
 * The second factor: the emailed code until an authenticator app is set up (scan, prove with a
 * code, keep the recovery codes), and the app's removal, proved with a code from it.
 */
export function TwoFactorSettings({
  enrolled,
  recoveryLeft,
}: {
  enrolled: boolean;
  recoveryLeft: number;
}) {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function post(path: string, body?: unknown) {
    return toConsoleAnswer((await postJson(path, body)).body, STAFF_SIGN_IN_MESSAGES.sendFailed);
  }

  async function start() {
    const answer = await post('/api/two-factor/start');
    if (answer.ok && answer.secret && answer.qrSvg) {
      setStep({ kind: 'scan', secret: answer.secret, qrSvg: answer.qrSvg });
      setMessage(null);
    } else setMessage({ ok: false, text: answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    const answer = await post('/api/two-factor/confirm', { code });
    if (answer.ok && answer.codes) {
      setStep({ kind: 'codes', codes: answer.codes });
      setMessage({
        ok: true,
        text: 'Your authenticator app is on. Keep these recovery codes somewhere safe.',
      });
    } else setMessage({ ok: false, text: answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed });
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    const answer = await post('/api/two-factor/remove', { code });
    setMessage(
      answer.ok
        ? { ok: true, text: 'The authenticator app is removed: sign-in codes come by email again.' }
        : { ok: false, text: answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed },
    );
    if (answer.ok) router.refresh();
  }

  const status = (
    <p
      role={message?.ok === false ? 'alert' : 'status'}
      className={message?.ok === false ? 'font-medium text-danger' : 'font-medium'}
    >
      {message?.text ?? ''}
    </p>
  );
  if (step.kind === 'codes') {
    return (
      <div className="flex flex-col gap-3">
        {status}
        <ol className="grid grid-cols-2 gap-2 font-mono sm:grid-cols-5" aria-label="Recovery codes">
          {step.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <p>Each works once, if you lose your phone. They are not shown again.</p>
        <Button className="self-start" onClick={() => router.refresh()}>
          I have saved them
        </Button>
      </div>
    );
  }
  if (enrolled) {
    return (
      <div className="flex flex-col gap-3">
        <p>
          Signing in asks for a code from your authenticator app. {recoveryLeft} recovery{' '}
          {recoveryLeft === 1 ? 'code is' : 'codes are'} left.
        </p>
        <form onSubmit={remove} className="flex flex-wrap items-end gap-3" noValidate>
          <div>
            <label htmlFor={`${id}-remove`} className="font-medium">
              Code from the app, to remove it
            </label>
            <input
              id={`${id}-remove`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className={inputClass}
            />
          </div>
          <Button type="submit" variant="secondary">
            Remove the app
          </Button>
        </form>
        {status}
      </div>
    );
  }
  if (step.kind === 'scan') {
    return (
      <div className="flex flex-col gap-3">
        <p>
          Scan this with your authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password…), or type the key.
        </p>
        <div
          role="img"
          aria-label="QR code of your authenticator key"
          className="size-48 bg-white p-2"
          // The SVG is drawn on our server (uqr) from a URI we made: no shopper or staff text in it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn QR code SVG
          dangerouslySetInnerHTML={{ __html: step.qrSvg }}
        />
        <p>
          Key: <code className="break-all">{step.secret}</code>
        </p>
        <form onSubmit={confirm} className="flex flex-wrap items-end gap-3" noValidate>
          <div>
            <label htmlFor={`${id}-confirm`} className="font-medium">
              The 6-digit code the app shows
            </label>
            <input
              id={`${id}-confirm`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className={inputClass}
            />
          </div>
          <Button type="submit">Turn it on</Button>
        </form>
        {status}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p>
        Signing in asks for a code we email you. An authenticator app is quicker and works without
        email.
      </p>
      <Button variant="outline" className="self-start" onClick={start}>
        Set up an authenticator app
      </Button>
      {status}
    </div>
  );
}
