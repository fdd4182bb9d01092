import { randomUUID } from 'node:crypto';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import type { OpeningHour } from '@forecourt/core/location';
import { type Database, listRecentLeads, schema } from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../site.ts';
import { buildFormContext } from './form-context.ts';
import { signFormToken } from './form-token.ts';
import { submitLead } from './submit-lead.ts';
import { makeSubmitDeps, seedLeadTestSite, TEST_SECRET } from './testing/lead-test-site.ts';

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4163',
};

function body(form: string, values: Record<string, unknown>) {
  return {
    form,
    idempotencyKey: randomUUID(),
    values,
    attribution: { url: 'https://harbour.example/service', visitedPages: ['/service'] },
    antiSpam: {
      formToken: signFormToken(TEST_SECRET, 1, new Date(Date.now() - 20_000)),
      honeypot: '',
    },
  };
}

const week = (open: (weekday: number) => boolean): OpeningHour[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    status: open(weekday) ? 'Open' : 'Closed',
    open: open(weekday) ? '07:30' : null,
    close: open(weekday) ? '17:00' : null,
  }));

const serviceLocation = (id: number, name: string, hours: OpeningHour[]) => ({
  id,
  dealershipId: 1,
  slug: `harbour-service-${id}`,
  name,
  locationType: 'service' as const,
  primary: id === 11,
  manufacturers: ['Ford'],
  street: `${id} Dock Rd`,
  city: 'Cleveland',
  state: 'QLD',
  postcode: '4163',
  lat: -27.5,
  lng: 153.2,
  email: `service${id}@harbour.example`,
  phone: '+61755501300',
  openingHours: hours,
});

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

describe.each(getTestDatabaseKinds())('service and parts leads on %s', (kind) => {
  let database: Database;
  let site: Site;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, {
      forms: {
        captcha: { enabled: false },
        rateLimits: { perIp: { max: 1000 } },
        delivery: {
          routes: [
            {
              email: ['leads@harbour.example'],
              adfEmail: ['crm@harbour.example'],
              webhooks: [{ url: 'https://hooks.example/leads', secret: 'a-long-webhook-secret' }],
            },
          ],
        },
      },
      service: { options: ['Logbook service', 'Brakes', 'Tyres'] },
    });
    // A weekday-only workshop (primary) and one open every day.
    await database.db.insert(schema.locations).values([
      serviceLocation(
        11,
        'Weekday Workshop',
        week((day) => day >= 1 && day <= 5),
      ),
      serviceLocation(
        12,
        'Every Day Workshop',
        week(() => true),
      ),
    ]);
  });
  afterAll(() => database.close());

  const submit = async (payload: unknown) =>
    submitLead(await makeSubmitDeps(database, site), payload);

  async function serviceDays() {
    const deps = await makeSubmitDeps(database, site);
    return buildFormContext(site, deps.locations, null, deps.now).service?.days ?? [];
  }

  it('stores a service booking with its services, date and department, delivered like other leads', async () => {
    const day = (await serviceDays()).find((entry) => !isWeekend(entry.date));
    const result = await submit(
      body('service-booking', {
        ...contact,
        location_id: '11',
        rego: 'ABC123',
        odometer: '45,000',
        preferred_date: day?.date,
        'service-check-option-2': true,
        message: 'Brakes squeal.',
      }),
    );
    expect(result.status).toBe(201);
    const [lead] = await listRecentLeads(database.db, 1, 1);
    expect(lead).toMatchObject({
      id: result.body.leadId,
      form: 'service-booking',
      category: 'Service Enquiry',
      subcategory: 'Service Booking',
      additionalServices: ['Brakes'],
      locationId: 11,
      values: { rego: 'ABC123', odometer: 45_000, preferred_date: day?.date },
    });
    // No vehicle of interest: email and webhook, but no ADF (it needs a vehicle).
    expect(lead?.deliveries.map((job) => job.channel)).toEqual(['email', 'webhook']);
  });

  it('refuses a day the chosen department is closed, though another one is open then', async () => {
    const days = await serviceDays();
    const weekend = days.find((day) => isWeekend(day.date));
    expect(weekend).toBeDefined();
    const values = { ...contact, rego: 'XYZ789', preferred_date: weekend?.date };
    const closed = await submit(body('service-booking', { ...values, location_id: '11' }));
    expect(closed).toEqual({
      status: 400,
      body: {
        ok: false,
        message: LEAD_MESSAGES.summaryHeading,
        fieldErrors: { preferred_date: LEAD_MESSAGES.serviceDayClosed },
      },
    });
    const open = await submit(body('service-booking', { ...values, location_id: '12' }));
    expect(open.status).toBe(201);
  });

  it('refuses a preferred date that is not one of the open days with a 400', async () => {
    const result = await submit(
      body('service-booking', {
        ...contact,
        location_id: '12',
        rego: 'ABC123',
        preferred_date: '1999-01-01',
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body.fieldErrors).toHaveProperty('preferred_date');
  });

  it('stores a parts enquiry', async () => {
    const result = await submit(
      body('parts-enquiry', { ...contact, message: 'Tow bar for a Ranger', vin_or_rego: 'ABC123' }),
    );
    expect(result.status).toBe(201);
    const [lead] = await listRecentLeads(database.db, 1, 1);
    expect(lead).toMatchObject({
      form: 'parts-enquiry',
      category: 'Parts Enquiry',
      message: 'Tow bar for a Ranger',
      values: { vin_or_rego: 'ABC123' },
    });
  });
});
