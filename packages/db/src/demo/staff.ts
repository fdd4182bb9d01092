import type { StaffRole } from '@forecourt/core/staff';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ensureDealerGroup, ensureStaffUser, grantStaffRole } from '../repositories/staff-users.ts';
import { dealerships } from '../schema/index.ts';
import { hashStaffPassword } from '../staff/password-hash.ts';

/**
 * Every demo staff user's password (demo only: README gives it). The second factor is the
 * emailed code, written to the data folder's mail/ in the demo.
 */
export const DEMO_STAFF_PASSWORD = 'forecourt demo console';

/** The demo's dealer group: the Southern Cross rooftops, whose site shows all three. */
export const DEMO_GROUP = {
  slug: 'southern-cross',
  name: 'Southern Cross Motor Group',
  dealerships: ['southern-cross-toyota', 'southern-cross-mazda', 'southern-cross-hyundai'],
};

export interface DemoStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  /** A dealership's slug, or the group's. */
  at: { dealership: string } | { group: string } | 'platform';
}

/**
 * Issue 28 §7: a principal, a sales manager, two salespeople and marketing at Harbour Ford; a
 * group admin at Southern Cross; and a platform admin.
 */
export const demoStaff: DemoStaffMember[] = [
  {
    email: 'principal@harbourford.example',
    name: 'Dana Whitfield',
    role: 'dealer_principal',
    at: { dealership: 'harbour-ford' },
  },
  {
    email: 'sales.manager@harbourford.example',
    name: 'Marco Reyes',
    role: 'sales_manager',
    at: { dealership: 'harbour-ford' },
  },
  {
    email: 'sam@harbourford.example',
    name: 'Sam Nguyen',
    role: 'salesperson',
    at: { dealership: 'harbour-ford' },
  },
  {
    email: 'priya@harbourford.example',
    name: 'Priya Shah',
    role: 'salesperson',
    at: { dealership: 'harbour-ford' },
  },
  {
    email: 'marketing@harbourford.example',
    name: 'Jess O’Brien',
    role: 'marketing',
    at: { dealership: 'harbour-ford' },
  },
  {
    email: 'group.admin@southerncross.example',
    name: 'Alex Morgan',
    role: 'group_admin',
    at: { group: DEMO_GROUP.slug },
  },
  // Someone has to run the platform: in production the first comes from npm run console:admin.
  {
    email: 'admin@forecourt.example',
    name: 'Riley Platform',
    role: 'platform_admin',
    at: 'platform',
  },
];

let passwordHash: Promise<string> | null = null;

/**
 * The demo's group and staff, with their roles. Safe to run again: users, the group and grants
 * are made once. Answers how many staff users the demo has.
 */
export async function seedDemoStaff(db: Db): Promise<number> {
  passwordHash ??= hashStaffPassword(DEMO_STAFF_PASSWORD);
  const hash = await passwordHash;
  const rows = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(inArray(dealerships.slug, ['harbour-ford', ...DEMO_GROUP.dealerships]));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const groupDealerships = DEMO_GROUP.dealerships.flatMap((slug) => bySlug.get(slug) ?? []);
  const groupId = await ensureDealerGroup(db, {
    slug: DEMO_GROUP.slug,
    name: DEMO_GROUP.name,
    dealershipIds: groupDealerships,
  });
  let seeded = 0;
  for (const member of demoStaff) {
    const { at } = member;
    const dealershipId =
      at !== 'platform' && 'dealership' in at ? bySlug.get(at.dealership) : undefined;
    if (at !== 'platform' && 'dealership' in at && dealershipId === undefined) continue;
    const userId = await ensureStaffUser(db, {
      email: member.email,
      name: member.name,
      passwordHash: hash,
    });
    await grantStaffRole(db, {
      userId,
      role: member.role,
      groupId: at !== 'platform' && 'group' in at ? groupId : null,
      dealershipId: dealershipId ?? null,
      grantedBy: null,
    });
    seeded += 1;
  }
  return seeded;
}
