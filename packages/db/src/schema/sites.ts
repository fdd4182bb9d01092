import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dealerships } from './dealerships.ts';

/** Named bundles of config overrides shared by several sites (e.g. 'group'). */
export const templates = pgTable('templates', {
  name: text().primaryKey(),
  description: text().notNull().default(''),
  config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});

/** A tenant: one dealer (or dealer group) website. */
export const sites = pgTable('sites', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  template: text()
    .notNull()
    .references(() => templates.name),
  /** Site overrides, merged over template overrides and defaults (see core config). */
  config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Custom domains; `{slug}.{ROOT_DOMAIN}` needs no row. Domains are stored lower-case. The one
 * primary domain of a site is its canonical origin (links, feeds, emails); without one, the
 * canonical origin is `{slug}.{ROOT_DOMAIN}`.
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    primary: boolean().notNull().default(false),
  },
  (t) => [
    index('site_domains_site_idx').on(t.siteId),
    uniqueIndex('site_domains_one_primary_idx').on(t.siteId).where(sql`${t.primary}`),
  ],
);

/** The dealerships whose stock and locations a site shows, in display order. */
export const siteDealerships = pgTable(
  'site_dealerships',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.dealershipId] }),
    index('site_dealerships_dealership_idx').on(t.dealershipId),
  ],
);
