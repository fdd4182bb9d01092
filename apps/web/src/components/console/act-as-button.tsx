'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

/** For platform admins: see the console as this person does (30 minutes, audit-logged). */
export function ActAsButton({ userId, name }: { userId: number; name: string }) {
  const [error, setError] = useState('');
  return (
    <span className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        onClick={async () => {
          const answer = toConsoleAnswer(
            (await postJson('/api/impersonation', { userId })).body,
            STAFF_SIGN_IN_MESSAGES.sendFailed,
          );
          if (answer.ok) window.location.assign('/leads');
          else setError(answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed);
        }}
      >
        Act as {name}
      </Button>
      {error ? (
        <span role="alert" className="text-danger text-sm">
          {error}
        </span>
      ) : null}
    </span>
  );
}
