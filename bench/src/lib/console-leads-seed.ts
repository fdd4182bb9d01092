// The leads the console benchmark measures: one dealership with N leads of every form kind and
// status, assignees, spam, car snapshots and attribution addresses over a year, a second
// dealership with its own, and unrouted leads on the first dealership's site.
import { type LeadCarSnapshot, type LeadFormKind, leadFormKinds } from '@forecourt/core/leads';
import type { LeadStatus } from '@forecourt/core/staff';
import { type Db, ensureStaffUser, schema } from '@forecourt/db';
import { createStockSite } from '@forecourt/db/testing/stock-site';
import { sql } from 'drizzle-orm';

const day = 86_400_000;

/** Deterministic, so every run (and both databases) gets the same leads. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T extends string>(random: () => number, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let pick = random() * total;
  for (const [value, w] of entries) {
    pick -= w;
    if (pick < 0) return value;
  }
  return (entries.at(-1) as [T, number])[0];
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

// A sales-heavy mix, as a used-car dealer's year looks: careers enquiries are the rare kind.
const kindWeights: Record<LeadFormKind, number> = {
  'vehicle-enquiry': 35,
  contact: 10,
  'service-booking': 10,
  'test-drive': 9,
  'finance-enquiry': 8,
  'trade-in': 7,
  'find-similar': 4,
  'parts-enquiry': 4,
  'request-photos': 3,
  'offer-enquiry': 3,
  'fleet-enquiry': 3,
  reservation: 3,
  'careers-enquiry': 1,
};
if (leadFormKinds.some((kind) => !(kind in kindWeights))) throw new Error('a form kind is missing');
const carKinds = new Set<LeadFormKind>([
  'vehicle-enquiry',
  'test-drive',
  'finance-enquiry',
  'trade-in',
  'find-similar',
  'request-photos',
  'reservation',
]);
const categories: Record<LeadFormKind, string> = {
  'vehicle-enquiry': 'Vehicle enquiry',
  contact: 'General enquiry',
  'service-booking': 'Service',
  'test-drive': 'Test drive',
  'finance-enquiry': 'Finance',
  'trade-in': 'Trade-in',
  'find-similar': 'Vehicle enquiry',
  'parts-enquiry': 'Parts',
  'request-photos': 'Vehicle enquiry',
  'offer-enquiry': 'Special offer',
  'fleet-enquiry': 'Fleet',
  reservation: 'Reservation',
  'careers-enquiry': 'Careers',
};
const pages: Record<LeadFormKind, string> = {
  'vehicle-enquiry': '/cars',
  contact: '/contact',
  'service-booking': '/service',
  'test-drive': '/cars',
  'finance-enquiry': '/finance',
  'trade-in': '/sell-my-car',
  'find-similar': '/cars',
  'parts-enquiry': '/parts',
  'request-photos': '/cars',
  'offer-enquiry': '/offers/end-of-year',
  'fleet-enquiry': '/fleet',
  reservation: '/cars',
  'careers-enquiry': '/careers',
};
const firstNames =
  `Olivia Noah Charlotte Oliver Amelia Jack Isla William Mia Henry Ava Leo Grace Thomas Chloe Lucas Ella James Zoe Harrison Ruby Lachlan Sophie Mason Harper Ethan Evie Liam Matilda Cooper Sienna Hudson Willow Archie Ivy Max Hannah Xavier Lily Samuel Georgia Levi Emily Charlie Sofia Alexander Layla Hunter Eleanor Jacob Aria Riley Isabella Harry Maya Daniel Frankie Patrick Hazel Tyler`.split(
    ' ',
  );
const lastNames =
  `Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Nguyen Thomas Walker Harris Lee Ryan Robinson Kelly King Davis Wright Evans Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis James Phillips Mitchell Turner Campbell Baker Scott Young Morris Edwards Murphy Cooper Chen Collins Ward Stewart Moore Hughes Tran Kumar Singh Russell Murray Hill Allen Bell Price Watson`.split(
    ' ',
  );
const models = [
  ['Toyota', 'HiLux'],
  ['Toyota', 'RAV4'],
  ['Toyota', 'Corolla'],
  ['Toyota', 'LandCruiser'],
  ['Ford', 'Ranger'],
  ['Ford', 'Everest'],
  ['Mazda', 'CX-5'],
  ['Mazda', 'BT-50'],
  ['Mazda', 'Mazda3'],
  ['Kia', 'Sportage'],
  ['Kia', 'Cerato'],
  ['Hyundai', 'Tucson'],
  ['Hyundai', 'i30'],
  ['Mitsubishi', 'Triton'],
  ['Mitsubishi', 'Outlander'],
  ['Isuzu', 'D-Max'],
  ['Nissan', 'Navara'],
  ['Volkswagen', 'Amarok'],
  ['Subaru', 'Forester'],
  ['MG', 'ZS'],
] as const;
const messages = [
  'Is this car still available?',
  'Could you send me more photos of the interior please?',
  'What is the best drive-away price?',
  'Can I book a test drive this Saturday morning?',
  'I have a 2015 Corolla to trade in. What would it be worth?',
  'Does it come with a logbook and spare keys?',
  'Please call me after 5pm.',
  'I would like to book a 15,000 km service.',
  'Looking for finance options over five years.',
];
const sources = [
  '',
  '',
  '',
  '?utm_source=google&utm_medium=cpc',
  '?utm_source=facebook&utm_medium=social',
  '?utm_source=carsales&utm_medium=referral',
];
const lostReasons = ['price', 'bought elsewhere', 'no response', 'finance declined'];

type LeadInsert = typeof schema.leads.$inferInsert;

interface SeedTarget {
  siteId: number;
  siteSlug: string;
  dealershipId: number | null;
  dealershipSlug: string | null;
  staff: number[];
  stockPrefix: string;
}

/** One dealership's (or a site's unrouted) leads, spread over the last 365 days. */
function makeLeads(
  random: () => number,
  now: Date,
  target: SeedTarget,
  count: number,
): LeadInsert[] {
  const rows: LeadInsert[] = [];
  for (let n = 0; n < count; n++) {
    const form = weighted(random, kindWeights);
    const createdAt = new Date(now.getTime() - Math.floor(random() * 365 * day));
    const ageDays = (now.getTime() - createdAt.getTime()) / day;
    const firstName = pick(random, firstNames);
    const lastName = pick(random, lastNames);
    const spam = random() < 0.03;
    // Roughly 10% to each staff member, the rest unassigned.
    const assignIndex = Math.floor(random() * 10);
    const assignedTo =
      target.dealershipId !== null && assignIndex < target.staff.length
        ? (target.staff[assignIndex] ?? null)
        : null;
    const status: LeadStatus = spam
      ? 'new'
      : weighted(
          random,
          ageDays < 7
            ? { new: 50, contacted: 30, appointment: 15, sold: 2, lost: 3 }
            : { new: 6, contacted: 30, appointment: 14, sold: 20, lost: 30 },
        );
    const responded = status !== 'new' || (!spam && random() < 0.05);
    const firstResponseAt = responded
      ? new Date(createdAt.getTime() + Math.floor(-Math.log(1 - random()) * 90 * 60_000))
      : null;
    let car: LeadCarSnapshot | null = null;
    let page = pages[form];
    if (carKinds.has(form) && random() < 0.9) {
      const [make, model] = pick(random, models);
      const stock = 10_000 + Math.floor(random() * 3_000);
      const stockNumber = `${target.stockPrefix}${stock}`;
      const slug = `${make}-${model}-${stock}`.toLowerCase();
      page = `/cars/${slug}`;
      car = {
        id: stock,
        slug,
        url: `https://${target.siteSlug}.example${page}`,
        stockNumber,
        vin: null,
        year: 2014 + Math.floor(random() * 12),
        make,
        model,
        badge: null,
        colour: 'White',
        body: 'Ute',
        transmission: 'Automatic',
        km: Math.floor(random() * 200_000),
        price: 15_000 + Math.floor(random() * 60_000),
        carType: 'used',
        status: 'available',
        dealershipSlug: target.dealershipSlug,
        manufacturerSlug: make.toLowerCase(),
      };
    }
    const key = rows.length + 1;
    rows.push({
      siteId: target.siteId,
      dealershipId: target.dealershipId,
      idempotencyKey: `bench-${target.dealershipId ?? 'unrouted'}-${key}`,
      form,
      category: categories[form],
      firstName,
      lastName,
      email:
        random() < 0.92
          ? `${firstName}.${lastName}${Math.floor(random() * 1000)}@example.com`.toLowerCase()
          : null,
      phone: random() < 0.8 ? `+614${String(Math.floor(random() * 1e8)).padStart(8, '0')}` : null,
      postcode: String(4000 + Math.floor(random() * 900)),
      message: random() < 0.7 ? pick(random, messages) : null,
      values: {},
      car,
      attribution: {
        url: `https://${target.siteSlug}.example${page}${pick(random, sources)}`,
        source: 'Website',
        userAgent: 'Mozilla/5.0',
        visitedPages: [],
        linkedQueryParams: {},
      },
      spam,
      spamReasons: spam ? [random() < 0.5 ? 'honeypot' : 'links in message'] : [],
      releasedAt: spam && random() < 0.2 ? new Date(createdAt.getTime() + 3_600_000) : null,
      createdAt,
      status,
      lostReason: status === 'lost' ? pick(random, lostReasons) : null,
      assignedTo,
      followUpOn:
        status === 'contacted' || status === 'appointment'
          ? new Date(createdAt.getTime() + 3 * day).toISOString().slice(0, 10)
          : null,
      firstResponseAt,
      firstResponderId: firstResponseAt
        ? (assignedTo ?? (target.staff.length ? pick(random, target.staff) : null))
        : null,
    });
  }
  return rows;
}

export interface ConsoleLeadCounts {
  /** Leads of the measured dealership. */
  leads: number;
  /** Leads of a second dealership on its own site. */
  other: number;
  /** Leads naming no dealership on the measured dealership's site. */
  unrouted: number;
}

export interface SeededConsole {
  dealershipId: number;
  /** Its staff: Sam, Kim, Alex, Priya and Jordan, each assigned about 10% of its leads. */
  staff: number[];
}

/**
 * Two sites with a dealership each and their staff, and the leads, inserted 1,000 a statement
 * in arrival order; then ANALYZE. The same leads every time (a seeded generator).
 */
export async function seedConsoleLeads(
  db: Db,
  counts: ConsoleLeadCounts,
  now: Date,
): Promise<SeededConsole> {
  const harbour = await createStockSite(db, 'harbour');
  const valley = await createStockSite(db, 'valley');
  const harbourId = harbour.dealershipIds[0] as number;
  const valleyId = valley.dealershipIds[0] as number;
  const staff: number[] = [];
  for (const name of ['Sam', 'Kim', 'Alex', 'Priya', 'Jordan']) {
    staff.push(await ensureStaffUser(db, { email: `${name}@harbour.example`, name }));
  }
  const valleyStaff: number[] = [];
  for (const name of ['Robin', 'Casey']) {
    valleyStaff.push(await ensureStaffUser(db, { email: `${name}@valley.example`, name }));
  }
  const random = mulberry32(28);
  const rows = [
    ...makeLeads(
      random,
      now,
      {
        siteId: harbour.siteId,
        siteSlug: 'harbour',
        dealershipId: harbourId,
        dealershipSlug: 'harbour',
        staff,
        stockPrefix: 'H',
      },
      counts.leads,
    ),
    ...makeLeads(
      random,
      now,
      {
        siteId: valley.siteId,
        siteSlug: 'valley',
        dealershipId: valleyId,
        dealershipSlug: 'valley',
        staff: valleyStaff,
        stockPrefix: 'V',
      },
      counts.other,
    ),
    ...makeLeads(
      random,
      now,
      {
        siteId: harbour.siteId,
        siteSlug: 'harbour',
        dealershipId: null,
        dealershipSlug: null,
        staff: [],
        stockPrefix: 'H',
      },
      counts.unrouted,
    ),
  ];
  // Leads arrive in time order, so ids and the heap follow created_at as they would live.
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(schema.leads).values(rows.slice(start, start + 1000));
  }
  await db.execute(sql`analyze`);
  return { dealershipId: harbourId, staff };
}
