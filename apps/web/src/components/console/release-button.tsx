'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

/** Releases a lead held as spam, which sends it to the dealer now. */
export function ReleaseButton({ leadId }: { leadId: number }) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="self-start"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const answer = toConsoleAnswer(
            (await postJson(`/api/leads/${leadId}/release`)).body,
            STAFF_SIGN_IN_MESSAGES.sendFailed,
          );
          setBusy(false);
          setMessage(
            answer.ok
              ? 'Released: it is being sent to the dealership now.'
              : (answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed),
          );
          router.refresh();
        }}
      >
        Not spam: release and deliver
      </Button>
      <p role="status">{message}</p>
    </div>
  );
}
