import { describe, expect, it } from 'vitest';
import { makeLocation } from '../testing/location-fixture.ts';
import { schemaOrgProblems as problems } from '../testing/schema-org.ts';
import { buildLocationStructuredData } from './location-structured-data.ts';

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
