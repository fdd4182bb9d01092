// The schema.org properties (https://schema.org/AutoDealer and the types it uses) each type may
// carry, with inherited ones: AutoDealer ← AutomotiveBusiness ← LocalBusiness ← Organization,
// Place ← Thing. A property outside these lists, or a value of the wrong kind, fails validation.
const properties: Record<string, Record<string, (value: unknown) => boolean>> = {
  AutoDealer: {
    '@context': (v) => v === 'https://schema.org',
    '@id': (v) => typeof v === 'string' && /^https?:\/\//.test(v),
    name: (v) => typeof v === 'string' && v.length > 0,
    url: (v) => typeof v === 'string' && /^https?:\/\//.test(v),
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
  return schemaOrgProblems(value, type).length === 0;
}

/** Every way `value` is not a valid schema.org node of `type` under the table above (empty: valid). */
export function schemaOrgProblems(value: unknown, type: string, path = type): string[] {
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
