import { itemTypes } from '@forecourt/core/car';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Platform-wide make list (spec 2: ~150 makes with logos). */
export const manufacturers = pgTable('manufacturers', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  logoUrl: text(),
  /** car, motorcycle, truck or caravan: the brand-grid section it belongs to. */
  vehicleKind: text({ enum: itemTypes }).notNull().default('car'),
});

export const models = pgTable(
  'models',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull(),
    newSlug: text(),
    /** 'new' or 'coming_soon' for models on sale or announced; null otherwise. */
    status: text(),
    imageUrl: text(),
    overrideUrl: text(),
    /** Whole dollars. */
    fromPrice: integer(),
    shortDescription: text(),
    body: text(),
    manufacturerBody: text(),
    manufacturerBody2: text(),
    manufacturerBody3: text(),
  },
  (t) => [
    uniqueIndex('models_manufacturer_slug_idx').on(t.manufacturerId, t.slug),
    index('models_status_idx').on(t.status),
  ],
);
