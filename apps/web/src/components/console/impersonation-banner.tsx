'use client';

import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

/** Always on screen while a platform admin acts as someone else, with the way back. */
export function ImpersonationBanner({
  actingAs,
  admin,
  endsAt,
}: {
  actingAs: string;
  admin: string;
  endsAt: string;
}) {
  return (
    <section aria-label="Acting as someone else" className="bg-danger text-on-primary">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
        <p className="font-semibold">
          You ({admin}) are acting as {actingAs} until {endsAt}. Everything you do is logged with
          both names.
        </p>
        <Button
          size="sm"
          variant="plain"
          className="border border-current px-3"
          onClick={async () => {
            await postJson('/api/impersonation/stop');
            window.location.assign('/users');
          }}
        >
          Stop acting as {actingAs}
        </Button>
      </div>
    </section>
  );
}
