import type { Offer } from './offer.ts';

/**
 * schema.org Offer for an offer's page: its name, plain-text description, dates, page and the
 * vehicle it is for, sold by the dealer. `description` is already plain text.
 */
export function toOfferStructuredData(
  offer: Offer,
  context: { url: string; description: string; imageUrl: string | null; sellerName: string },
): Record<string, unknown> {
  const vehicle = [offer.manufacturer?.name, offer.model?.name].filter(Boolean).join(' ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.name,
    description: context.description,
    url: context.url,
    ...(context.imageUrl ? { image: context.imageUrl } : {}),
    ...(offer.category ? { category: offer.category } : {}),
    ...(offer.startsAt ? { validFrom: offer.startsAt.toISOString() } : {}),
    ...(offer.endsAt ? { validThrough: offer.endsAt.toISOString() } : {}),
    availability: 'https://schema.org/InStock',
    seller: { '@type': 'AutoDealer', name: context.sellerName },
    ...(vehicle
      ? {
          itemOffered: {
            '@type': 'Car',
            name: vehicle,
            ...(offer.manufacturer
              ? { brand: { '@type': 'Brand', name: offer.manufacturer.name } }
              : {}),
            ...(offer.model ? { model: offer.model.name } : {}),
          },
        }
      : {}),
  };
}
