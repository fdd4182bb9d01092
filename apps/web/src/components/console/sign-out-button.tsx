'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

/** Ends this session and goes back to the sign-in page. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await postJson('/api/sign-out');
        window.location.assign('/sign-in');
      }}
    >
      Sign out
    </Button>
  );
}
