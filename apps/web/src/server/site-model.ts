import { createHash } from 'node:crypto';
import type { SiteConfig } from '@forecourt/core/config';
import { resolveSiteConfig } from '@forecourt/core/config';
import { type SitePolicy, toSitePolicy } from '@forecourt/core/stock';
import { getCanonicalOrigin, listSiteOrigins, type PublicAddress } from '@forecourt/core/tenancy';
import type { SiteRecord } from '@forecourt/db';

/** A site ready to render: its resolved, validated config and its dealerships. */
export interface Site {
  id: number;
  slug: string;
  name: string;
  /** The host (no port) this Site was loaded for. */
  host: string;
  /** The canonical origin (getSiteOrigin): configuration's, never the request's. */
  origin: string;
  /** Every origin the site answers on, canonical first (what a shopper's browser may report). */
  origins: string[];
  /**
   * Changes whenever what the site shows could change without a stock change: its config,
   * dealerships or addresses. Part of the key of every per-site artefact cache.
   */
  revision: string;
  config: SiteConfig;
  /** Which cars the site lists (dealerships, sold window, parsed stock filter): see isListed. */
  policy: SitePolicy;
  dealerships: SiteRecord['dealerships'];
  dealershipIds: number[];
}

/**
 * A stored site as the app uses it: config layers merged and validated (throws SiteConfigError
 * naming the path of a bad field), its listing policy and its addresses.
 */
export function toSite(record: SiteRecord, host: string, address: PublicAddress): Site {
  const config = resolveSiteConfig(record.templateConfig, record.siteConfig, record.slug);
  const dealershipIds = record.dealerships.map((dealership) => dealership.id);
  const origin = getCanonicalOrigin(record, address);
  const revision = createHash('sha256')
    .update(JSON.stringify([record.name, origin, config, record.dealerships]))
    .digest('base64url')
    .slice(0, 16);
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    host,
    origin,
    origins: listSiteOrigins(record, address),
    revision,
    config,
    policy: toSitePolicy(config, dealershipIds),
    dealerships: record.dealerships,
    dealershipIds,
  };
}
