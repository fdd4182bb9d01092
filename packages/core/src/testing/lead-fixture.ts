import type { Lead } from '../leads/lead.ts';

/** A stored general enquiry from Jo Citizen to Harbour Ford, with the given fields changed. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 1,
    siteId: 1,
    siteName: 'Harbour Ford',
    siteUrl: 'https://harbour.example',
    form: 'contact',
    category: 'General Enquiry',
    subcategory: null,
    createdAt: new Date('2025-07-01T00:00:00Z'),
    firstName: 'Jo',
    lastName: 'Citizen',
    email: 'jo@example.com',
    phone: '+61412345678',
    postcode: '4163',
    message: null,
    optIn: false,
    values: {},
    additionalServices: [],
    car: null,
    offer: null,
    dealership: null,
    location: null,
    testDriveAt: null,
    timeZone: 'Australia/Brisbane',
    tradeIn: null,
    offerAccepted: false,
    attribution: {
      url: 'https://harbour.example/service',
      source: 'Website',
      userAgent: 'Vitest',
      visitedPages: [],
      linkedQueryParams: {},
    },
    spam: false,
    spamReasons: [],
    ...overrides,
  };
}
