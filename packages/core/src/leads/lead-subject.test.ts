import { describe, expect, it } from 'vitest';
import { makeLead } from '../testing/lead-fixture.ts';
import type { LeadCarSnapshot } from './lead.ts';
import { getLeadSubject } from './lead-subject.ts';

const ranger: LeadCarSnapshot = {
  id: 7,
  slug: '2025-ford-ranger-xlt-7',
  url: 'https://harbour.example/cars/2025-ford-ranger-xlt-7',
  stockNumber: 'HF10007',
  vin: null,
  year: 2025,
  make: 'Ford',
  model: 'Ranger',
  badge: 'XLT',
  colour: null,
  body: null,
  transmission: null,
  km: 12,
  price: 62_990,
  carType: 'new',
  status: 'in_stock',
  dealershipSlug: 'harbour-ford',
  manufacturerSlug: 'ford',
};

describe('getLeadSubject (issue 25 §6)', () => {
  it("names the category once: never 'New New Vehicle Enquiry'", () => {
    const lead = makeLead({ id: 12, category: 'New Vehicle Enquiry', car: ranger });
    expect(getLeadSubject(lead, 'lead-created')).toBe(
      'New Vehicle Enquiry from Jo Citizen – 2025 Ford Ranger XLT (#12)',
    );
    expect(getLeadSubject(makeLead({ category: 'Used Vehicle Enquiry' }), 'lead-created')).toBe(
      'Used Vehicle Enquiry from Jo Citizen (#1)',
    );
  });

  it('says when a trade-in offer was accepted, marks spam, and stays on one line', () => {
    expect(getLeadSubject(makeLead({ car: ranger }), 'offer-accepted')).toBe(
      'Trade-in offer accepted from Jo Citizen – 2025 Ford Ranger XLT (#1)',
    );
    expect(
      getLeadSubject(makeLead({ spam: true, lastName: 'Citizen\r\nBcc: x@y.z' }), 'lead-created'),
    ).toBe('[Suspected spam] General Enquiry from Jo Citizen Bcc: x@y.z (#1)');
  });
});
