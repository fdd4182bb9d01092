// npm run console:admin -- --email <email> [--name "<name>"]
// Invites the first platform admin of the dealer console (issue 28 §7): prints a one-time link,
// valid 48 hours, where they choose a password; from then on they sign in with it and an
// emailed code, and invite everyone else from the console.
// Exit code 0: done; 1: failed (database unreachable); 2: bad arguments.
import { getConsoleOrigin } from '@forecourt/core/tenancy';
import { readPublicAddress } from '../env.ts';
import { runMigrations } from '../migrate.ts';
import { appendStaffAudit } from '../repositories/staff-audit.ts';
import { createStaffInvitation } from '../repositories/staff-invitations.ts';
import { INVITATION_TTL_MS, makeLinkToken } from '../staff/link-token.ts';
import { exitWith, openCommandDatabase, startCommand } from './command-line.ts';

const usage = `Usage: npm run console:admin -- --email <email> [--name "<name>"]
Prints a one-time link (valid 48 hours) that makes <email> a platform admin of the console.`;
const { values } = startCommand(usage, { email: { type: 'string' }, name: { type: 'string' } });
const email = values.email?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
  exitWith(`--email needs an email address\n${usage}`, 2);
}
const name = values.name?.trim() || email.split('@')[0] || email;
const address = readPublicAddress();

const database = await openCommandDatabase();
try {
  await runMigrations(database);
  const { token, tokenHash } = makeLinkToken();
  const now = new Date();
  const id = await createStaffInvitation(database.db, {
    tokenHash,
    email,
    name,
    role: 'platform_admin',
    groupId: null,
    dealershipId: null,
    invitedBy: null,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  await appendStaffAudit(database.db, {
    actorId: null,
    actorEmail: 'npm run console:admin',
    action: 'staff.invite',
    targetKind: 'staff_invitation',
    targetId: id,
    details: { after: { email, role: 'platform_admin' } },
    at: now,
  });
  console.log(
    `Invited ${email} as a platform admin. Open this link within 48 hours to set a password:`,
  );
  console.log(`${getConsoleOrigin(address)}/invite/${token}`);
} finally {
  await database.close();
}
