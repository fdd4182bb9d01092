import { formatConsoleTime } from '@forecourt/core/staff';
import { getStaffUser } from '@forecourt/db';
import type { ReactNode } from 'react';
import { ConsoleHeader } from '@/components/console/console-header';
import { consoleNav } from '@/components/console/console-nav';
import { ImpersonationBanner } from '@/components/console/impersonation-banner';
import { may } from '@/server/console/console-context';
import { getConsolePageContext } from '@/server/console/console-page';
import { getDatabase } from '@/server/database';

/** Every signed-in console page: the header with the dealership switcher and the nav. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const context = await getConsolePageContext();
  const { impersonatorId } = context.session;
  const admin = impersonatorId
    ? await getStaffUser((await getDatabase()).db, impersonatorId)
    : null;
  return (
    <>
      {admin ? (
        <ImpersonationBanner
          actingAs={context.session.name}
          admin={admin.name}
          endsAt={formatConsoleTime(context.session.expiresAt, context.timeZone)}
        />
      ) : null}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-brand focus:bg-surface focus:p-3"
      >
        Skip to content
      </a>
      <ConsoleHeader
        userName={context.session.name}
        roles={context.roles}
        dealership={context.dealership}
        dealerships={context.dealerships}
        links={consoleNav.filter((item) => item.needs === null || may(context, item.needs))}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
