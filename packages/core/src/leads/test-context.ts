import { resolveSiteConfig } from '../config/merge-config.ts';
import type { FormLocation, LeadFormContext } from './lead-form-context.ts';

/** A form context for tests: one dealership, defaults, no car; override what matters. */
export function makeFormContext(overrides: Partial<LeadFormContext> = {}): LeadFormContext {
  return {
    config: resolveSiteConfig({}, {}).forms,
    vehicleNoun: { singular: 'Car', plural: 'Cars' },
    dealerships: [{ id: 1, slug: 'harbour-ford', name: 'Harbour Ford' }],
    locations: [makeLocation()],
    car: null,
    now: new Date('2025-07-01T00:00:00Z'),
    ...overrides,
  };
}

export function makeLocation(overrides: Partial<FormLocation> = {}): FormLocation {
  return {
    id: 1,
    name: 'Harbour Ford Cleveland',
    slug: 'harbour-ford-cleveland',
    dealershipId: 1,
    locationType: 'sales',
    manufacturers: ['Ford'],
    ...overrides,
  };
}
