import { formatConsoleTime, STAFF_IDLE_TIMEOUT_MS } from '@forecourt/core/staff';
import { countRecoveryCodesLeft, getTotpFactor, listStaffSessions } from '@forecourt/db';
import type { Metadata } from 'next';
import { SessionList } from '@/components/console/session-list';
import { TwoFactorSettings } from '@/components/console/two-factor-settings';
import { getConsolePageContext } from '@/server/console/console-page';
import { getDatabase } from '@/server/database';

export const metadata: Metadata = { title: 'Your sessions' };

/** The user's own signed-in sessions, each of which they can end (issue 28 §2). */
export default async function AccountPage() {
  const context = await getConsolePageContext();
  const { db } = await getDatabase();
  const now = new Date();
  const [factor, recoveryLeft] = await Promise.all([
    getTotpFactor(db, context.session.userId),
    countRecoveryCodesLeft(db, context.session.userId),
  ]);
  const sessions = await listStaffSessions(
    db,
    context.session.userId,
    context.session.tokenHash,
    now,
    STAFF_IDLE_TIMEOUT_MS,
  );
  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <h1 id="sessions-title" className="font-bold text-2xl">
        Your sessions
      </h1>
      <p>
        Signed in as <strong>{context.session.email}</strong>. A session ends after 30 minutes
        without use, and after 12 hours in any case. End any you do not recognise, then change your
        password.
      </p>
      <section
        aria-labelledby="two-factor-title"
        className="rounded-lg border border-line bg-surface p-4"
      >
        <h2 id="two-factor-title" className="mb-2 font-semibold text-lg">
          Two-step sign-in
        </h2>
        <TwoFactorSettings enrolled={Boolean(factor?.confirmedAt)} recoveryLeft={recoveryLeft} />
      </section>
      <h2 className="font-semibold text-lg">Signed-in browsers</h2>
      <SessionList
        sessions={sessions.map((session) => ({
          id: session.id,
          current: session.current,
          browser: describeBrowser(session.userAgent),
          secondFactor: secondFactorNames[session.secondFactor] ?? session.secondFactor,
          signedIn: formatConsoleTime(session.createdAt, context.timeZone),
          lastSeen: formatConsoleTime(session.lastSeenAt, context.timeZone),
        }))}
      />
    </section>
  );
}

const secondFactorNames: Record<string, string> = {
  'email-code': 'an emailed code',
  totp: 'an authenticator app code',
  'recovery-code': 'a recovery code',
  impersonation: 'a platform admin acting as you',
};

/** 'Chrome on Android' from a User-Agent, well enough to recognise one's own devices. */
function describeBrowser(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}
