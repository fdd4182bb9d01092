import { describe, expect, it } from 'vitest';
import { makeLocation } from '../testing/location-fixture.ts';
import { buildLocationStructuredData } from './location-structured-data.ts';

// The schema.org properties (https://schema.org/AutoDealer and the types it uses) each type may
// carry, with inherited ones: AutoDealer ← AutomotiveBusiness ← LocalBusiness ← Organization,
// Place ← Thing. A property outside these lists, or a value of the wrong kind, fails validation.
const properties: Record<string, Record<string, (value: unknown) => boolean>> = {
  AutoDealer: {
    '@context': (v) => v === 'https://schema.org',
    '@id': (v) => typeof v === 'string' && v.startsWith('https://'),
    name: (v) => typeof v === 'string' && v.length > 0,
    url: (v) => typeof v === 'string' && v.startsWith('https://'),
    telephone: (v) => typeof v === 'string' && /^\+61\d{9}$/.test(v),
    email: (v) => typeof v === 'string' && v.includes('@'),
    image: (v) => typeof v === 'string',
    hasMap: (v) => typeof v === 'string' && v.startsWith('https://'),
    address: (v) => isOf(v, 'PostalAddress'),
    geo: (v) => isOf(v, 'GeoCoordinates'),
    openingHoursSpecification: (v) =>
      Array.isArray(v) && v.every((entry) => isOf(entry, 'OpeningHoursSpecification')),
    department: (v) => Array.isArray(v) && v.every((entry) => isOf(entry, 'AutoDealer')),
    aggregateRating: (v) => isOf(v, 'AggregateRating'),
  },
  PostalAddress: {
    streetAddress: (v) => typeof v === 'string',
    addressLocality: (v) => typeof v === 'string',
    addressRegion: (v) => typeof v === 'string',
    postalCode: (v) => typeof v === 'string' && /^\d{4}$/.test(v),
    addressCountry: (v) => v === 'AU',
  },
  GeoCoordinates: {
    latitude: (v) => typeof v === 'number' && v >= -90 && v <= 90,
    longitude: (v) => typeof v === 'number' && v >= -180 && v <= 180,
  },
  OpeningHoursSpecification: {
    dayOfWeek: (v) =>
      Array.isArray(v) &&
      v.every((day) =>
        /^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(
          String(day),
        ),
      ),
    opens: (v) => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v),
    closes: (v) => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v),
    validFrom: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
    validThrough: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  },
  AggregateRating: {
    ratingValue: (v) => typeof v === 'number' && v >= 1 && v <= 5,
    reviewCount: (v) => typeof v === 'number' && Number.isInteger(v) && v > 0,
    bestRating: (v) => v === 5,
    worstRating: (v) => v === 1,
  },
};

function isOf(value: unknown, type: string): boolean {
  return problems(value, type).length === 0;
}

/** Every way `value` is not a valid node of `type` under the table above. */
function problems(value: unknown, type: string, path = type): string[] {
  if (typeof value !== 'object' || value === null) return [`${path}: not an object`];
  const allowed = properties[type] ?? {};
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === '@type') {
      if (child !== type) found.push(`${path}: @type ${String(child)}, expected ${type}`);
      continue;
    }
    const check = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (!check) found.push(`${path}.${key}: not a ${type} property`);
    else if (!check(child)) found.push(`${path}.${key}: bad value ${JSON.stringify(child)}`);
  }
  if (!('@type' in value)) found.push(`${path}: no @type`);
  return found;
}

describe('buildLocationStructuredData', () => {
  const location = makeLocation({
    email: 'sales@example.com.au',
    address: { ...makeLocation().address, placeUrl: 'https://maps.example/place' },
    specialHours: [
      { date: '2025-12-24', name: 'Christmas Eve', status: 'Open', open: '08:30', close: '12:00' },
      { date: '2025-12-25', name: 'Christmas Day', status: 'Closed', open: null, close: null },
      { date: '2025-01-01', name: 'Past', status: 'Closed', open: null, close: null },
    ],
    departments: [
      {
        type: 'service',
        name: 'Service',
        phone: '+61755501250',
        openingHours: makeLocation().openingHours,
      },
    ],
  });
  const data = buildLocationStructuredData(location, 'https://dealer.example', '2025-12-01', {
    ratingValue: 4.64,
    reviewCount: 9,
  });

  it('is a valid schema.org AutoDealer with the properties it uses', () => {
    expect(problems(data, 'AutoDealer')).toEqual([]);
  });

  it('the validator catches a wrong property or value (so the check above can fail)', () => {
    expect(problems({ ...data, openingHours: 'Mo-Fr' }, 'AutoDealer')).toEqual([
      'AutoDealer.openingHours: not a AutoDealer property',
    ]);
    expect(
      problems({ ...data, geo: { '@type': 'GeoCoordinates', latitude: 'x' } }, 'AutoDealer'),
    ).toHaveLength(1);
  });

  it('states the week with Mon-Fri grouped, closed days left out, and upcoming special hours', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '08:30',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '08:30',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '08:30',
        closes: '12:00',
        validFrom: '2025-12-24',
        validThrough: '2025-12-24',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2025-12-25',
        validThrough: '2025-12-25',
      },
    ]);
  });

  it('carries address, geo, telephone and the rating of the shown reviews to 1 decimal', () => {
    expect(data).toMatchObject({
      telephone: '+61755501200',
      address: { postalCode: '4000', addressRegion: 'QLD' },
      geo: { latitude: -27.47, longitude: 153.02 },
      aggregateRating: { ratingValue: 4.6, reviewCount: 9 },
    });
    expect(
      buildLocationStructuredData(location, 'https://d.example', '2025-12-01'),
    ).not.toHaveProperty('aggregateRating');
  });
});
