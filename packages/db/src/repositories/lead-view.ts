import type { Lead } from '@forecourt/core/leads';
import { leadFormKindSchema } from '@forecourt/core/leads';
import { getLocationTimeZone } from '@forecourt/core/location';
import { getCanonicalOrigin, type PublicAddress } from '@forecourt/core/tenancy';
import type { LeadWithPlaces } from './leads.ts';

/**
 * The site's address as a shopper used it: the origin of the car's address (built by the
 * server at submission), else its subdomain. Never the attribution's page address: that is the
 * browser's claim, and would put an attacker's link into a dealer's email or CRM.
 */
function siteUrlOf(found: LeadWithPlaces, address: PublicAddress): string {
  const carUrl = found.lead.car?.url;
  if (carUrl && URL.canParse(carUrl)) return new URL(carUrl).origin;
  return getCanonicalOrigin(found.site, address);
}

/** A stored lead as deliveries and the CLI read it. */
export function toLead(found: LeadWithPlaces, address: PublicAddress): Lead {
  const { lead } = found;
  return {
    id: lead.id,
    siteId: found.site.id,
    siteName: found.site.name,
    siteUrl: siteUrlOf(found, address),
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
    offer: lead.offer,
    dealership: found.dealership,
    location: found.location && {
      id: found.location.id,
      slug: found.location.slug,
      name: found.location.name,
      email: found.location.email,
      phone: found.location.phone,
    },
    testDriveAt: lead.testDriveAt,
    timeZone: getLocationTimeZone(
      found.location && { address: { state: found.location.state } },
      found.siteLocations,
    ),
    tradeIn: lead.tradeIn,
    offerAccepted: lead.offerAccepted,
    attribution: lead.attribution,
    spam: lead.spam,
    spamReasons: lead.spamReasons,
  };
}
