'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

export interface DeliveryJobView {
  id: number;
  channel: string;
  event: string;
  target: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

const channelNames: Record<string, string> = {
  email: 'Email',
  webhook: 'Webhook',
  adf: 'ADF email',
  sms: 'SMS',
};

function describe(job: DeliveryJobView): string {
  if (job.status === 'delivered') return `Delivered ${job.deliveredAt ?? ''}`;
  if (job.status === 'dead') return `Failed for good after ${job.attempts} attempts`;
  return job.attempts
    ? `Failed ${job.attempts} ${job.attempts === 1 ? 'time' : 'times'}; next try ${job.nextAttemptAt ?? 'soon'}`
    : `Waiting to send (${job.nextAttemptAt ?? 'now'})`;
}

/**
 * Every way the lead was sent to the dealer and what happened (issue 28 §5): the record vendors
 * do not show, and why leads get lost. A failed delivery can be retried at once.
 */
export function DeliveryRecord({
  leadId,
  jobs,
  canRetry,
}: {
  leadId: number;
  jobs: DeliveryJobView[];
  canRetry: boolean;
}) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const sending = jobs.some((job) => job.status === 'pending');
  // While anything is still being sent, the record follows it without a reload.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => router.refresh(), 4_000);
    return () => clearInterval(timer);
  }, [sending, router]);
  async function retry(job: DeliveryJobView) {
    const answer = toConsoleAnswer(
      (await postJson(`/api/leads/${leadId}/retry`, { deliveryId: job.id })).body,
      STAFF_SIGN_IN_MESSAGES.sendFailed,
    );
    setMessage(
      answer.ok
        ? `${channelNames[job.channel] ?? job.channel} to ${job.target} is being sent again now.`
        : (answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed),
    );
    router.refresh();
  }
  return (
    <section aria-labelledby="deliveries" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="deliveries" className="mb-2 font-semibold text-lg">
        Delivery record
      </h2>
      {jobs.length === 0 ? (
        <p>This lead had nowhere to be sent: it is only here in the inbox.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {channelNames[job.channel] ?? job.channel} to{' '}
                  <span className="break-all">{job.target}</span>
                </p>
                <p className="text-sm">{describe(job)}</p>
                {job.lastError && job.status !== 'delivered' ? (
                  <p className="break-all text-danger text-sm">Last answer: {job.lastError}</p>
                ) : null}
                <p className="text-muted text-sm">Queued {job.createdAt}</p>
              </div>
              {canRetry && job.status !== 'delivered' && job.attempts > 0 ? (
                <Button variant="secondary" size="sm" onClick={() => retry(job)}>
                  Retry now
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-sm">
        {message}
      </p>
    </section>
  );
}
