import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { manufacturers } from '../schema/index.ts';

/**
 * Whether a media path ('/media/demo/v1/…') is a picture or report some car, model or make in
 * the database shows: only those are rendered, so a request cannot make the server draw or
 * store anything no page uses.
 */
export async function isMediaUrlReferenced(db: Db, url: string): Promise<boolean> {
  // Raw: jsonb containment (@>) and = any() over arrays have no builder form.
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select (
      exists (
        select 1 from cars
        where images @> ${JSON.stringify([{ url }])}::jsonb
           or images @> ${JSON.stringify([{ thumbUrl: url }])}::jsonb
           or ${url} = any(spin_images)
           or spin_interior_image = ${url}
           or history_report_url = ${url}
      )
      or exists (select 1 from models where image_url = ${url})
      or exists (select 1 from manufacturers where logo_url = ${url})
    ) as found`,
  );
  return Boolean(row?.found);
}

/** The catalogue's name of the make whose logo is at `url`, or null for no such make. */
export async function getMakeNameByLogoUrl(db: Db, url: string): Promise<string | null> {
  const [row] = await db
    .select({ name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.logoUrl, url))
    .limit(1);
  return row?.name ?? null;
}
