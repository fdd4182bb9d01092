import { expect, it } from 'vitest';
import { distanceKm } from './distance.ts';

it('measures Brisbane to Sydney at about 730 km', () => {
  const brisbane = { lat: -27.4698, lng: 153.0251 };
  const sydney = { lat: -33.8688, lng: 151.2093 };
  expect(distanceKm(brisbane, sydney)).toBeGreaterThan(725);
  expect(distanceKm(brisbane, sydney)).toBeLessThan(735);
  expect(distanceKm(brisbane, brisbane)).toBe(0);
});
