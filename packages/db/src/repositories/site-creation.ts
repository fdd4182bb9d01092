import { isSiteSlug, normaliseHost } from '@forecourt/core/tenancy';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dealerships, siteDealerships, siteDomains, sites, templates } from '../schema/index.ts';

export interface NewSite {
  slug: string;
  name: string;
  /** A custom domain, made the site's primary (canonical) one. */
  domain?: string;
}

/** A site that cannot be created as asked; the message says why, for the operator. */
export class SiteCreationError extends Error {
  override name = 'SiteCreationError';
}

/** Why `input` cannot be a new site, or null: checked before anything is written. */
export function checkNewSite(input: NewSite): string | null {
  if (!isSiteSlug(input.slug)) {
    return `'${input.slug}' cannot be a site slug: lower-case letters, digits and inner hyphens, at most 63 (it is the site's subdomain), and not 'www'.`;
  }
  if (input.name.trim() === '' || input.name.length > 200)
    return 'The name must be 1 to 200 characters.';
  if (input.domain !== undefined) {
    const host = normaliseHost(input.domain);
    if (host !== input.domain.toLowerCase() || !host.includes('.')) {
      return `'${input.domain}' is not a domain name (e.g. www.harbourford.com.au, no scheme or path).`;
    }
  }
  return null;
}

/**
 * A new site on the default config, with one dealership of the same slug and name to own its
 * stock and locations (an import puts cars in a site's first dealership). Throws
 * SiteCreationError for bad input or a slug or domain already taken.
 */
export async function createSite(
  db: Db,
  input: NewSite,
): Promise<{ id: number; dealershipId: number }> {
  const problem = checkNewSite(input);
  if (problem) throw new SiteCreationError(problem);
  const name = input.name.trim();
  const domain = input.domain?.toLowerCase();
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.slug, input.slug));
    if (taken) throw new SiteCreationError(`A site with slug '${input.slug}' already exists.`);
    const [dealershipTaken] = await tx
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.slug, input.slug));
    if (dealershipTaken)
      throw new SiteCreationError(`A dealership with slug '${input.slug}' already exists.`);
    if (domain) {
      const [domainTaken] = await tx
        .select({ siteId: siteDomains.siteId })
        .from(siteDomains)
        .where(eq(siteDomains.domain, domain));
      if (domainTaken)
        throw new SiteCreationError(`The domain ${domain} already belongs to a site.`);
    }
    await tx.insert(templates).values({ name: 'default' }).onConflictDoNothing();
    const [site] = await tx
      .insert(sites)
      .values({ slug: input.slug, name, template: 'default' })
      .returning({ id: sites.id });
    const [dealership] = await tx
      .insert(dealerships)
      .values({ slug: input.slug, name })
      .returning({ id: dealerships.id });
    if (!site || !dealership) throw new Error('The site was not inserted');
    await tx.insert(siteDealerships).values({ siteId: site.id, dealershipId: dealership.id });
    if (domain) await tx.insert(siteDomains).values({ domain, siteId: site.id, primary: true });
    return { id: site.id, dealershipId: dealership.id };
  });
}
