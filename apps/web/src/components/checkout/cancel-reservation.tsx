'use client';

import { RESERVATION_MESSAGES, readReservationAnswer } from '@forecourt/core/checkout';
import { readOrNull } from '@forecourt/core/json';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

/** Cancels the reservation this page shows (its token is the authority), then shows the result. */
export function CancelReservation({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function cancel() {
    setBusy(true);
    const answer = await postJson('/api/reservations/cancel', { token });
    const { message } = readOrNull(readReservationAnswer, answer.body) ?? {};
    setMessage(message ?? RESERVATION_MESSAGES.cancelFailed);
    if (answer.status !== 0) router.refresh();
    setBusy(false);
  }
  return (
    <div className="mt-4">
      <Button variant="outline" onClick={cancel} disabled={busy} aria-busy={busy}>
        Cancel my reservation
      </Button>
      <p role="status" className="mt-2">
        {message}
      </p>
    </div>
  );
}

/** While a payment is being confirmed, looks again every few seconds (the webhook's arrival). */
export function RefreshWhilePending() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), 3000);
    const stop = window.setTimeout(() => window.clearInterval(timer), 5 * 60_000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
    };
  }, [router]);
  return null;
}
