'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

export interface InvitationView {
  id: number;
  name: string;
  email: string;
  role: string;
  expires: string;
}

/** Invitations not yet accepted, each of which can be withdrawn. */
export function PendingInvitations({ invitations }: { invitations: InvitationView[] }) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  if (invitations.length === 0 && !message) return null;
  return (
    <section
      aria-labelledby="pending-title"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="pending-title" className="mb-2 font-semibold text-lg">
        Waiting to accept
      </h2>
      <ul className="flex flex-col gap-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {invitation.name} ({invitation.email}), {invitation.role} · link works until{' '}
              {invitation.expires}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={async () => {
                const answer = toConsoleAnswer(
                  (await postJson('/api/invitations/revoke', { id: invitation.id })).body,
                  STAFF_SIGN_IN_MESSAGES.sendFailed,
                );
                setMessage(
                  answer.ok ? `Withdrew ${invitation.name}’s invitation.` : (answer.message ?? ''),
                );
                router.refresh();
              }}
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2">
        {message}
      </p>
    </section>
  );
}
