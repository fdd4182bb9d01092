'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

export interface SessionView {
  id: string;
  current: boolean;
  browser: string;
  secondFactor: string;
  signedIn: string;
  lastSeen: string;
}

/** The user's sessions with a way to end each, or every one but this. */
export function SessionList({ sessions }: { sessions: SessionView[] }) {
  const router = useRouter();
  const [message, setMessage] = useState('');

  async function end(body: { revoke: string } | { revokeOthers: true }, done: string) {
    const answer = toConsoleAnswer(
      (await postJson('/api/sessions', body)).body,
      STAFF_SIGN_IN_MESSAGES.sendFailed,
    );
    setMessage(answer.ok ? done : (answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed));
    router.refresh();
  }

  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold">
                {session.browser}
                {session.current ? ' (this browser)' : ''}
              </p>
              <p className="text-muted text-sm">
                Signed in {session.signedIn} with {session.secondFactor} · last used{' '}
                {session.lastSeen}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  end({ revoke: session.id }, `Ended the session in ${session.browser}.`)
                }
              >
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() =>
            end(
              { revokeOthers: true },
              'Signed out everywhere else. Only this browser is signed in.',
            )
          }
        >
          Sign out everywhere else
        </Button>
      ) : null}
      <p role="status" className="font-medium">
        {message}
      </p>
    </>
  );
}
