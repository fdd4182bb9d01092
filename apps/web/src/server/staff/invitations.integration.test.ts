import { type StaffGrant, type StaffRole, staffRoles } from '@forecourt/core/staff';
import {
  type Database,
  ensureDealerGroup,
  ensureStaffUser,
  findStaffUserByEmail,
  listStaffAudit,
  listStaffGrants,
} from '@forecourt/db';
import { createStockSite } from '@forecourt/db/testing/stock-site';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../leads/delivery/mailer.ts';
import { acceptInvitation, type Inviter, inviteStaff } from './invitations.ts';

const address = { rootDomain: 'forecourt.example', scheme: 'https' as const, port: 443 };
const client = { clientHash: 'client', userAgent: 'Firefox' };

/**
 * Who may invite whom, as issue 28 §3 says it: people who manage users (platform admins, group
 * admins, dealer principals), to a role with nothing theirs lacks, inside their own scope. Only
 * platform admins impersonate, so only they may make platform admins.
 */
function expected(
  inviter: StaffRole,
  at: 'dealership' | 'group' | 'platform',
  role: StaffRole,
  scope: 'dealership' | 'group',
) {
  if (role === 'platform_admin') return false;
  if (role === 'group_admin' && scope !== 'group') return false;
  if (inviter === 'platform_admin') return true;
  if (inviter === 'group_admin') return at === 'group';
  if (inviter === 'dealer_principal') return at === 'dealership' && scope === 'dealership';
  return false;
}

// The sign-in rules on the last database kind (PostgreSQL in CI): the repositories they use are
// tested on both (packages/db staff-console), and the demo signs in on PGlite in e2e.
describe.each(getTestDatabaseKinds().slice(-1))('staff invitations on %s', (kind) => {
  let database: Database & { url: string | null };
  const sent: OutgoingMail[] = [];
  let dealership: { id: number; name: string; groupId: number; groupName: string };
  let now = new Date('2026-11-27T01:00:00Z');
  let inviterId = 0;
  const deps = () => ({
    db: database.db,
    mailer: { send: async (mail: OutgoingMail) => void sent.push(mail) },
    address,
    now,
  });
  const inviter = (role: StaffRole, at: 'dealership' | 'group' | 'platform'): Inviter => {
    const grant: StaffGrant =
      at === 'platform'
        ? { role, scope: { kind: 'platform' } }
        : at === 'group'
          ? { role, scope: { kind: 'group', groupId: dealership.groupId } }
          : {
              role,
              scope: {
                kind: 'dealership',
                dealershipId: dealership.id,
                groupId: dealership.groupId,
              },
            };
    return {
      userId: inviterId,
      name: 'Inviter',
      grants: [grant],
      dealership,
      audit: { actorId: null, actorEmail: `${role}@example.com`, dealershipId: dealership.id },
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const site = await createStockSite(database.db, 'harbour');
    const id = site.dealershipIds[0] ?? 0;
    const groupId = await ensureDealerGroup(database.db, {
      slug: 'coastal',
      name: 'Coastal Group',
      dealershipIds: [id],
    });
    dealership = { id, name: 'Harbour', groupId, groupName: 'Coastal Group' };
    inviterId = await ensureStaffUser(database.db, {
      email: 'inviter@harbour.example',
      name: 'Inviter',
    });
  });
  afterAll(() => database.close());

  it('never lets an invitation grant more than the inviter holds, for every role × scope', async () => {
    const held: [StaffRole, 'dealership' | 'group' | 'platform'][] = [
      ['platform_admin', 'platform'],
      ['group_admin', 'group'],
      ['dealer_principal', 'dealership'],
      ['sales_manager', 'dealership'],
      ['salesperson', 'dealership'],
      ['marketing', 'dealership'],
      ['analyst', 'dealership'],
    ];
    const wrong: string[] = [];
    let count = 0;
    for (const [role, at] of held) {
      for (const wanted of staffRoles) {
        for (const scope of ['dealership', 'group'] as const) {
          count += 1;
          const answer = await inviteStaff(deps(), inviter(role, at), {
            email: `${count}@invitee.example`,
            name: 'Invitee',
            role: wanted,
            scope,
          });
          const allowed = expected(role, at, wanted, scope);
          if ((answer.status === 200) !== allowed)
            wrong.push(`${role} inviting ${wanted} at ${scope}: ${answer.status}`);
          if (!allowed && answer.status !== 403)
            wrong.push(`${role} inviting ${wanted} at ${scope} answered ${answer.status}, not 403`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const refused = await listStaffAudit(database.db, {
      dealershipIds: null,
      viewerId: 0,
      action: 'staff.invite_refused',
      limit: 500,
    });
    expect(refused.length).toBeGreaterThan(50);
  });

  it('accepts an invitation once, with a strong password, within 48 hours', async () => {
    now = new Date('2026-11-27T02:00:00Z');
    const invited = await inviteStaff(deps(), inviter('dealer_principal', 'dealership'), {
      email: 'Priya@Harbour.example',
      name: 'Priya Shah',
      role: 'salesperson',
      scope: 'dealership',
    });
    expect(invited.status).toBe(200);
    const mail = sent.at(-1);
    expect(mail?.to).toBe('Priya@Harbour.example');
    const link = /https:\/\/console\.forecourt\.example\/invite\/([\w-]{43})/.exec(
      mail?.text ?? '',
    );
    const token = link?.[1] ?? '';
    expect(token).not.toBe('');
    const weak = await acceptInvitation(
      deps(),
      { token, password: 'password1234', confirm: 'password1234' },
      client,
    );
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/too easy to guess/);
    const mismatch = await acceptInvitation(
      deps(),
      { token, password: 'lantern orbit gravel', confirm: 'lantern orbit' },
      client,
    );
    expect(mismatch.status).toBe(400);
    const strong = {
      token,
      password: 'lantern orbit gravel mosaic',
      confirm: 'lantern orbit gravel mosaic',
    };
    const results = await Promise.all([
      acceptInvitation(deps(), strong, client),
      acceptInvitation(deps(), strong, client),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 410]);
    const user = await findStaffUserByEmail(database.db, 'priya@harbour.example');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await listStaffGrants(database.db, user?.id ?? 0)).toEqual([
      {
        role: 'salesperson',
        scope: { kind: 'dealership', dealershipId: dealership.id, groupId: dealership.groupId },
      },
    ]);
  });

  it('refuses a link after 48 hours', async () => {
    now = new Date('2026-11-27T03:00:00Z');
    await inviteStaff(deps(), inviter('dealer_principal', 'dealership'), {
      email: 'late@harbour.example',
      name: 'Late',
      role: 'analyst',
      scope: 'dealership',
    });
    const token = /invite\/([\w-]{43})/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';
    now = new Date(now.getTime() + 48 * 3_600_000 + 1);
    const answer = await acceptInvitation(
      deps(),
      { token, password: 'lantern orbit gravel mosaic', confirm: 'lantern orbit gravel mosaic' },
      client,
    );
    expect(answer.status).toBe(410);
  });
});
