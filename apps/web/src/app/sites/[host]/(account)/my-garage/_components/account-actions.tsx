'use client';

import { toAccountAnswer } from '@forecourt/core/accounts';
import { useState } from 'react';
import { addPasskey, usePasskeys } from '@/components/account/passkey-client';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

async function post(path: string) {
  return toAccountAnswer((await postJson(path)).body, 'That did not work. Please try again.');
}

/** Add a passkey; sign out, and 'delete my account' (asked twice), each ending on the home page. */
export function AccountActions({ siteName }: { siteName: string }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const passkeys = usePasskeys();

  async function onAddPasskey() {
    setBusy(true);
    setError(null);
    setNotice(null);
    const answer = await addPasskey();
    setBusy(false);
    if (answer.ok) setNotice('Passkey added. Next time you can sign in with it alone.');
    else setError(answer.message ?? 'That did not work. Please try again.');
  }

  async function run(path: string) {
    setBusy(true);
    setError(null);
    const answer = await post(path);
    if (answer.ok) {
      window.location.assign('/');
      return;
    }
    setBusy(false);
    setError(answer.message ?? 'That did not work. Please try again.');
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" disabled={busy || !passkeys} onClick={onAddPasskey}>
        Add a passkey
      </Button>
      {notice ? (
        <p role="status" data-slot="passkey-notice">
          {notice}
        </p>
      ) : null}
      <Button variant="outline" disabled={busy} onClick={() => run('/api/account/sign-out')}>
        Sign out
      </Button>
      {confirming ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">
            Delete your account on {siteName}? Your watchlist and saved searches go with it, and
            your name and contact details are removed from your enquiries. This cannot be undone.
          </legend>
          <div className="flex gap-2">
            <Button disabled={busy} onClick={() => run('/api/account/delete')}>
              Yes, delete my account
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
          </div>
        </fieldset>
      ) : (
        <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      )}
      {error ? (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
