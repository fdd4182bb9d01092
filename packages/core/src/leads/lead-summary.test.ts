import { describe, expect, it } from 'vitest';
import { makeLead } from '../testing/lead-fixture.ts';
import type { Lead } from './lead.ts';
import { getLeadSummaryRows } from './lead-summary.ts';

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

  it('names the special offer an offer enquiry is about', () => {
    const rows = rowsOf(
      makeLead({
        form: 'offer-enquiry',
        offer: {
          id: 12,
          name: 'Ford Ranger: $3,000 bonus',
          category: 'Vehicle offer',
          make: 'Ford',
          model: 'Ranger',
          url: 'https://harbour.example/offers/12',
        },
      }),
    );
    expect(rows).toMatchObject({
      Offer: 'Ford Ranger: $3,000 bonus',
      'Offer vehicle': 'Ford Ranger',
      'Offer page': 'https://harbour.example/offers/12',
    });
  });
});
