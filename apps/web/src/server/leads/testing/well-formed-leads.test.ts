import { randomUUID } from 'node:crypto';
import { makeCar } from '@forecourt/core/testing';
import type { FuzzAnswer } from '@forecourt/testing/lead-fuzz';
import { describe, expect, it } from 'vitest';
import { toSite } from '../../site-model.ts';
import { TEST_ADDRESS } from './lead-test-site.ts';
import { findWellFormedLeads, type LeadSiteData } from './well-formed-leads.ts';

const data: LeadSiteData = {
  site: toSite(
    {
      id: 1,
      slug: 'harbour',
      name: 'Harbour',
      template: 'default',
      templateConfig: {},
      siteConfig: {},
      domains: [],
      primaryDomain: null,
      dealerships: [
        { id: 1, slug: 'harbour', name: 'Harbour', newCarsPhone: null, usedCarsPhone: null },
      ],
    },
    'harbour.localhost',
    TEST_ADDRESS,
  ),
  locations: [],
  cars: new Map([[7, makeCar({ id: 7, dealershipId: 1 })]]),
  tradeInMakes: ['Ford'],
  now: new Date('2026-11-23T00:00:00Z'),
};
const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4163',
  message: 'Hello',
};

function answer(values: Record<string, unknown>, extra: Record<string, unknown> = {}): FuzzAnswer {
  const body = { form: 'contact', idempotencyKey: randomUUID(), values, ...extra };
  return {
    request: { method: 'POST', path: '/api/leads', body: JSON.stringify(body) },
    status: 201,
  };
}

describe('findWellFormedLeads', () => {
  it('keeps the leads both schemas accept, judged without the server', () => {
    const good = answer(contact);
    const withCar = answer(contact, { carId: 7 });
    const found = findWellFormedLeads(
      [
        good,
        withCar,
        answer({ ...contact, name: 'Jo\u0000' }),
        answer({ ...contact, message: '\uD800' }),
        answer({ ...contact, postcode: '41' }),
        answer(contact, { carId: 8 }),
        answer(
          {
            ...contact,
            vehicle_of_interest: 'Ford Ranger',
            location_id: '1',
            test_drive_at: '2026-11-24T09:00:00+10:00',
          },
          { form: 'test-drive' },
        ),
        { request: { method: 'POST', path: '/api/leads', body: Buffer.from([0xff]) }, status: 400 },
        { request: { method: 'GET', path: '/api/trade-in/vehicles?make=Ford' }, status: 200 },
      ],
      data,
    );
    expect(found.map((lead) => lead.key)).toEqual(
      [good, withCar].map((item) => JSON.parse(item.request.body as string).idempotencyKey),
    );
  });
});
