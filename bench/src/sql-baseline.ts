import { type Database, queryRows } from '@forecourt/db';
import type { FacetName, SearchRequest } from '@forecourt/search';
import { type SQL, sql } from 'drizzle-orm';

const columns: Partial<Record<FacetName, string>> = {
  car_type: 'c.car_type',
  make: 'c.make',
  model: 'c.model',
  body: 'c.simple_body',
  fuel: 'c.simple_fuel',
  transmission: 'c.simple_transmission',
  drive: 'c.simple_drive',
  colour: 'c.colour',
  year: 'c.year::text',
  seats: 'c.seats::text',
  state: 'l.state',
  location_name: 'l.name',
  dealership_name: 'd.name',
  badge: 'c.badge',
};
const orderBy: Record<string, string> = {
  relevance: 'c.custom_rank desc, c.created_at desc, c.id desc',
  latest: 'c.created_at desc, c.id desc',
  // Cars without a real price (10 dollars or less) last either way, as the engine orders them.
  'price-asc': '(c.price <= 10), c.price asc, c.created_at desc, c.id desc',
  'price-desc': '(c.price <= 10), c.price desc, c.created_at desc, c.id desc',
};

function where(request: SearchRequest, skip: FacetName | null, soldCutoff: Date): SQL {
  const parts: SQL[] = [
    sql`c.show_on_dealer_website and (c.status in ('in_stock','coming_soon') or (c.status = 'sold' and c.sold_at > ${soldCutoff}))`,
  ];
  for (const [facet, values] of Object.entries(request.refinements ?? {}) as [
    FacetName,
    string[],
  ][]) {
    if (facet === skip || values.length === 0) continue;
    parts.push(
      sql`lower(${sql.raw(columns[facet] ?? 'null')}) in (${sql.join(
        values.map((v) => sql`${v.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  }
  for (const [field, range] of Object.entries(request.ranges ?? {})) {
    if (range?.min !== undefined) parts.push(sql`${sql.raw(`c.${field}`)} >= ${range.min}`);
    if (range?.max !== undefined) parts.push(sql`${sql.raw(`c.${field}`)} <= ${range.max}`);
  }
  for (const word of (request.query ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = `%${word}%`;
    parts.push(
      sql`(c.make ilike ${pattern} or c.model ilike ${pattern} or c.badge ilike ${pattern} or c.colour ilike ${pattern} or l.name ilike ${pattern})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * The same search answered by PostgreSQL the straightforward way: a page query, a count, and
 * one GROUP BY per facet (each ignoring its own refinement).
 */
export async function searchWithSql(
  database: Database,
  request: SearchRequest,
  facets: FacetName[],
  now: Date,
): Promise<void> {
  const cutoff = new Date(now.getTime() - 3 * 86_400_000);
  const from = sql`from cars c left join locations l on l.id = c.location_id left join dealerships d on d.id = c.dealership_id`;
  const perPage = 21;
  const offset = ((request.page ?? 1) - 1) * perPage;
  await queryRows(
    database.db,
    sql`select c.id, c.slug, c.price ${from} where ${where(request, null, cutoff)} order by ${sql.raw(orderBy[request.sort ?? 'relevance'] ?? orderBy.relevance ?? '')} limit ${perPage} offset ${offset}`,
  );
  await queryRows(database.db, sql`select count(*) ${from} where ${where(request, null, cutoff)}`);
  for (const facet of facets) {
    await queryRows(
      database.db,
      sql`select ${sql.raw(columns[facet] ?? 'null')} as value, count(*) ${from} where ${where(request, facet, cutoff)} group by 1`,
    );
  }
}
