import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, manufacturers, models } from '../schema/index.ts';

export interface ModelSummary {
  id: number;
  name: string;
  slug: string;
  newSlug: string | null;
  make: string;
  makeSlug: string;
  status: 'new' | 'coming_soon';
  imageUrl: string | null;
  overrideUrl: string | null;
  fromPrice: number | null;
  shortDescription: string | null;
  /**
   * car, motorcycle, truck or caravan: the item type most of the model's stock has, else its
   * maker's kind (BMW and Honda build cars and motorcycles, so the maker alone cannot say).
   */
  vehicleKind: string;
  /** Up to three body categories, e.g. 'SUVs', 'Trucks'. */
  categories: string[];
}

/** Models on sale or announced (status new / coming_soon) for the given makes. */
export async function listCurrentModels(db: Db, makes: string[]): Promise<ModelSummary[]> {
  if (makes.length === 0) return [];
  const rows = await db
    .select({
      id: models.id,
      name: models.name,
      slug: models.slug,
      newSlug: models.newSlug,
      make: manufacturers.name,
      makeSlug: manufacturers.slug,
      status: models.status,
      imageUrl: models.imageUrl,
      overrideUrl: models.overrideUrl,
      fromPrice: models.fromPrice,
      shortDescription: models.shortDescription,
      vehicleKind: sql<string>`coalesce((
        select ${cars.itemType} from ${cars}
        where ${cars.make} = ${manufacturers.name} and ${cars.model} = ${models.name}
        group by ${cars.itemType} order by count(*) desc, ${cars.itemType} limit 1
      ), ${manufacturers.vehicleKind})`,
      body1: models.manufacturerBody,
      body2: models.manufacturerBody2,
      body3: models.manufacturerBody3,
    })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(and(inArray(manufacturers.name, makes), isNotNull(models.status)))
    .orderBy(asc(manufacturers.name), asc(models.name));
  return rows.map(({ body1, body2, body3, status, ...row }) => ({
    ...row,
    status: status === 'coming_soon' ? 'coming_soon' : 'new',
    categories: [body1, body2, body3].filter((body): body is string => Boolean(body)),
  }));
}

/** The item types of the stock the dealerships hold (what kinds of vehicle they sell). */
export async function listStockItemTypes(db: Db, dealershipIds: number[]): Promise<string[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ itemType: cars.itemType })
    .from(cars)
    .where(inArray(cars.dealershipId, dealershipIds))
    .orderBy(asc(cars.itemType));
  return rows.map((row) => row.itemType);
}

/** The vehicle kinds of the named makes. */
export async function listMakeVehicleKinds(db: Db, makes: string[]): Promise<string[]> {
  if (makes.length === 0) return [];
  const rows = await db
    .selectDistinct({ vehicleKind: manufacturers.vehicleKind })
    .from(manufacturers)
    .where(inArray(manufacturers.name, makes))
    .orderBy(asc(manufacturers.vehicleKind));
  return rows.map((row) => row.vehicleKind);
}

export interface ManufacturerSummary {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  vehicleKind: string;
}

export async function listManufacturers(db: Db): Promise<ManufacturerSummary[]> {
  return db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      slug: manufacturers.slug,
      logoUrl: manufacturers.logoUrl,
      vehicleKind: manufacturers.vehicleKind,
    })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name));
}
