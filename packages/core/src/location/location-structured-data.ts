import type { Location, OpeningHour } from './location.ts';
import { fullDayNames, groupOpeningHours } from './opening-hours.ts';

export interface AggregateRatingInput {
  /** Average of the reviews shown, 1–5. */
  ratingValue: number;
  /** How many reviews the average is of. */
  reviewCount: number;
}

interface HoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

function weekSpecifications(hours: OpeningHour[]): HoursSpecification[] {
  return groupOpeningHours(hours)
    .filter((row) => row.open && row.close)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.weekdays.map((day) => `https://schema.org/${fullDayNames[day]}`),
      opens: row.open ?? '',
      closes: row.close ?? '',
    }));
}

/** E.164 (+61…) as stored: what schema.org's telephone expects. */
function telephone(phone: string | null): { telephone?: string } {
  return phone ? { telephone: phone } : {};
}

/**
 * schema.org AutoDealer for a location page: address, geo, telephone, the weekly hours (closed days
 * left out) and special hours as dated specifications (closed: opens = closes = 00:00, as
 * schema.org advises), departments as nested AutoDealers. `aggregateRating` only from the reviews
 * the page shows; `origin` is the site's https origin.
 */
export function buildLocationStructuredData(
  location: Location,
  origin: string,
  specialFrom: string,
  aggregateRating?: AggregateRatingInput,
): Record<string, unknown> {
  const url = `${origin}/locations/${location.slug}`;
  const special: HoursSpecification[] = location.specialHours
    .filter((entry) => entry.date >= specialFrom)
    .map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      opens: entry.status === 'Open' && entry.open ? entry.open : '00:00',
      closes: entry.status === 'Open' && entry.close ? entry.close : '00:00',
      validFrom: entry.date,
      validThrough: entry.date,
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': url,
    name: location.name,
    url,
    ...telephone(location.phone),
    ...(location.email ? { email: location.email } : {}),
    ...(location.imageUrl ? { image: new URL(location.imageUrl, origin).toString() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
      addressCountry: 'AU',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: location.address.lat,
      longitude: location.address.lng,
    },
    ...(location.address.placeUrl ? { hasMap: location.address.placeUrl } : {}),
    openingHoursSpecification: [...weekSpecifications(location.openingHours), ...special],
    ...(location.departments.length > 0
      ? {
          department: location.departments.map((department) => ({
            '@type': 'AutoDealer',
            name: department.name,
            ...telephone(department.phone),
            openingHoursSpecification: weekSpecifications(department.openingHours),
          })),
        }
      : {}),
    ...(aggregateRating && aggregateRating.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(aggregateRating.ratingValue * 10) / 10,
            reviewCount: aggregateRating.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
