import { type Offer, type OfferAudience, selectSiteOffers } from '@forecourt/core/offers';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { manufacturers, models, offers } from '../schema/index.ts';

const offerColumns = {
  id: offers.id,
  dealershipId: offers.dealershipId,
  name: offers.name,
  description: offers.description,
  disclaimer: offers.disclaimer,
  category: offers.category,
  imageUrl: offers.imageUrl,
  testDriveAllowed: offers.testDriveAllowed,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
  excludedSiteIds: offers.excludedSiteIds,
  makeName: manufacturers.name,
  makeSlug: manufacturers.slug,
  modelName: models.name,
  modelSlug: models.slug,
  modelNewSlug: models.newSlug,
  modelOverrideUrl: models.overrideUrl,
  modelImageUrl: models.imageUrl,
};

/**
 * The offers a site shows at `now` (core's isOfferShown decides; SQL only narrows to the site's
 * dealerships and the manufacturer offers for makes it sells), soonest ending first.
 */
export async function listSiteOffers(
  db: Db,
  audience: OfferAudience,
  now: Date,
  where?: SQL,
): Promise<Offer[]> {
  const own =
    audience.dealershipIds.length > 0
      ? inArray(offers.dealershipId, [...audience.dealershipIds])
      : undefined;
  const national =
    audience.makes.length > 0
      ? and(
          isNull(offers.dealershipId),
          inArray(
            sql`lower(${manufacturers.name})`,
            audience.makes.map((make) => make.toLowerCase()),
          ),
        )
      : undefined;
  if (!own && !national) return [];
  const rows = await db
    .select(offerColumns)
    .from(offers)
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .leftJoin(models, eq(models.id, offers.modelId))
    .where(and(or(own, national), where))
    .orderBy(asc(offers.id));
  return selectSiteOffers(rows.map(toOffer), audience, now);
}

/** One offer, when the site shows it at `now`; null otherwise (unknown, expired, excluded…). */
export async function getSiteOffer(
  db: Db,
  audience: OfferAudience,
  offerId: number,
  now: Date,
): Promise<Offer | null> {
  const [offer] = await listSiteOffers(db, audience, now, eq(offers.id, offerId));
  return offer ?? null;
}

type OfferRow = {
  [K in keyof typeof offerColumns]: (typeof offerColumns)[K]['_']['data'] | null;
} & Pick<
  Offer,
  'id' | 'name' | 'description' | 'disclaimer' | 'testDriveAllowed' | 'excludedSiteIds'
>;

function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    dealershipId: row.dealershipId,
    name: row.name,
    description: row.description,
    disclaimer: row.disclaimer,
    category: row.category,
    imageUrl: row.imageUrl,
    testDriveAllowed: row.testDriveAllowed,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    excludedSiteIds: row.excludedSiteIds,
    manufacturer: row.makeName && row.makeSlug ? { name: row.makeName, slug: row.makeSlug } : null,
    model:
      row.modelName && row.modelSlug
        ? {
            name: row.modelName,
            slug: row.modelSlug,
            newSlug: row.modelNewSlug,
            overrideUrl: row.modelOverrideUrl,
            imageUrl: row.modelImageUrl,
          }
        : null,
  };
}
