import type { Lead } from '@forecourt/core/leads/lead';
import { leadFormKindSchema } from '@forecourt/core/leads/lead-form-kind';
import type { LeadWithPlaces } from './leads.ts';

/** The site's address as a shopper used it: from the lead's own page, else its subdomain. */
function siteUrlOf(found: LeadWithPlaces, rootDomain: string): string {
  for (const candidate of [found.lead.attribution.url, found.lead.car?.url]) {
    try {
      if (candidate) return new URL(candidate).origin;
    } catch {
      // not an absolute address
    }
  }
  return `https://${found.site.slug}.${rootDomain}`;
}

/** A stored lead as deliveries and the CLI read it. */
export function toLead(found: LeadWithPlaces, rootDomain: string): Lead {
  const { lead } = found;
  return {
    id: lead.id,
    siteId: found.site.id,
    siteName: found.site.name,
    siteUrl: siteUrlOf(found, rootDomain),
    form: leadFormKindSchema.catch('contact').parse(lead.form),
    category: lead.category,
    subcategory: lead.subcategory,
    createdAt: lead.createdAt,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    message: lead.message,
    optIn: lead.optIn,
    values: lead.values,
    additionalServices: lead.additionalServices,
    car: lead.car,
    dealership: found.dealership,
    location: found.location,
    testDriveAt: lead.testDriveAt,
    tradeIn: lead.tradeIn,
    offerAccepted: lead.offerAccepted,
    attribution: lead.attribution,
    spam: lead.spam,
    spamReasons: lead.spamReasons,
  };
}
