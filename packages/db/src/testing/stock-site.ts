import { Readable } from 'node:stream';
import { type StockFeedConfig, stockFeedConfigSchema } from '@forecourt/core/stock-feed';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import {
  cars,
  dealerships,
  locations,
  siteDealerships,
  sites,
  templates,
} from '../schema/index.ts';

export interface StockSite {
  siteId: number;
  slug: string;
  dealershipIds: number[];
}

/** A site with one dealership and two locations: codes `{slug}-north` and `{slug}-south`, names 'North Yard' and 'South Yard'. */
export async function createStockSite(db: Db, slug: string): Promise<StockSite> {
  await db.insert(templates).values({ name: 'default' }).onConflictDoNothing();
  const [site] = await db
    .insert(sites)
    .values({ slug, name: slug, template: 'default' })
    .returning({ id: sites.id });
  const [dealership] = await db
    .insert(dealerships)
    .values({ slug, name: slug })
    .returning({ id: dealerships.id });
  if (!site || !dealership) throw new Error('insert failed');
  await db.insert(siteDealerships).values({ siteId: site.id, dealershipId: dealership.id });
  const place = {
    street: '1 Main St',
    city: 'Cleveland',
    state: 'QLD',
    postcode: '4163',
    lat: -27.5,
    lng: 153.2,
  };
  await db.insert(locations).values([
    { dealershipId: dealership.id, slug: `${slug}-north`, name: 'North Yard', ...place },
    { dealershipId: dealership.id, slug: `${slug}-south`, name: 'South Yard', ...place },
  ]);
  return { siteId: site.id, slug, dealershipIds: [dealership.id] };
}

export const feedConfig = (overrides: Record<string, unknown> = {}): StockFeedConfig =>
  stockFeedConfigSchema.parse(overrides);

/** A CSV feed from rows of cells (the first row is the header). */
export function csvFeed(rows: (string | number)[][]): Readable {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Readable.from([rows.map((row) => row.map(quote).join(',')).join('\n')]);
}

/** The site's cars by stock number. */
export async function carsByStockNumber(db: Db, dealershipId: number) {
  const rows = await db.select().from(cars).where(eq(cars.dealershipId, dealershipId));
  return new Map(rows.map((row) => [row.stockNumber ?? '', row]));
}

/** Each car's row version: a write, even of equal values, gives a row a new xmin. */
export async function carVersions(db: Db, dealershipId: number): Promise<string[]> {
  const rows = await queryRows<{ v: string }>(
    db,
    sql`select id || ':' || xmin::text as v from cars where dealership_id = ${dealershipId} order by id`,
  );
  return rows.map((row) => row.v);
}
