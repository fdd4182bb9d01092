import { describe, expect, it } from 'vitest';
import type { Lead } from './lead.ts';
import { getLeadSummaryRows } from './lead-summary.ts';

function makeLead(overrides: Partial<Lead>): Lead {
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
    dealership: null,
    location: null,
    testDriveAt: null,
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

const rowsOf = (lead: Lead) =>
  Object.fromEntries(getLeadSummaryRows(lead).map((row) => [row.label, row.value]));

describe('getLeadSummaryRows', () => {
  it("names a service booking's rego, odometer and preferred date, and lists only ticked services", () => {
    const rows = rowsOf(
      makeLead({
        form: 'service-booking',
        values: {
          rego: 'ABC123',
          odometer: 45_000,
          preferred_date: '2025-07-03',
          'service-check-option-1': false,
          'service-check-option-2': true,
        },
        additionalServices: ['Brakes'],
      }),
    );
    expect(rows).toMatchObject({
      Rego: 'ABC123',
      Odometer: '45,000 km',
      'Additional services': 'Brakes',
    });
    // ICU spells short months 'Jul' or 'July' depending on its version.
    expect(rows['Preferred date']).toMatch(/^Thu,? 3 July? 2025$/);
    expect(Object.keys(rows).some((label) => label.includes('check-option'))).toBe(false);
  });

  it('keeps the Rego of a general enquiry', () => {
    expect(rowsOf(makeLead({ values: { rego: 'XYZ789' } })).Rego).toBe('XYZ789');
  });
});
