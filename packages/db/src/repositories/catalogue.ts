import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { manufacturers, models } from '../schema/index.ts';

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
