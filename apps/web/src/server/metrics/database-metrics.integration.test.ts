import { randomUUID } from 'node:crypto';
import { queryRows } from '@forecourt/db';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '@forecourt/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFormToken } from '../leads/form-token.ts';
import { submitLead } from '../leads/submit-lead.ts';
import { makeSubmitDeps, seedLeadTestSite, TEST_SECRET } from '../leads/testing/lead-test-site.ts';
import { registerDatabaseMetrics } from './database-metrics.ts';

/** The value of one sample line (`name{labels} value`) of a scrape, or null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe.each(getTestDatabaseKinds())('database metrics on %s', (kind) => {
  let database: TestDatabase;
  let registry: Registry;
  let now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    registry = new Registry();
    registerDatabaseMetrics(database, registry, () => now);
  });
  afterAll(() => database.close());

  it('show an empty outbox as nothing pending, of age 0', async () => {
    const text = await registry.metrics();
    expect(sample(text, 'forecourt_outbox_pending')).toBe(0);
    expect(sample(text, 'forecourt_outbox_oldest_pending_seconds')).toBe(0);
  });

  it('count pending deliveries and the age of the oldest, read at each scrape', async () => {
    const site = await seedLeadTestSite(database, {
      forms: {
        captcha: { enabled: false },
        delivery: { routes: [{ email: ['leads@harbour.example', 'crm@harbour.example'] }] },
      },
    });
    const answer = await submitLead(await makeSubmitDeps(database, site), {
      form: 'contact',
      idempotencyKey: randomUUID(),
      carId: null,
      values: {
        name: 'Jo',
        last_name: 'Smith',
        email: 'jo@example.com',
        phone: '0412345678',
        postcode: '4163',
        message: 'Hello',
        category: 'General Enquiry',
      },
      attribution: {
        url: 'https://harbour.example/contact',
        visitedPages: [],
        linkedQueryParams: {},
      },
      antiSpam: { formToken: signFormToken(TEST_SECRET, 1, new Date(Date.now() - 60_000)) },
    });
    expect(answer.status).toBe(201);
    const [oldest] = await queryRows<{ created_at: string }>(
      database.db,
      sql`select min(created_at) as created_at from lead_deliveries where status = 'pending'`,
    );
    now = new Date(new Date(oldest?.created_at ?? 0).getTime() + 90_000);
    // Past the one-second memo that lets both outbox gauges share one query per scrape.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const text = await registry.metrics();
    expect(sample(text, 'forecourt_outbox_pending')).toBe(2);
    expect(sample(text, 'forecourt_outbox_oldest_pending_seconds')).toBeCloseTo(90, 0);
  });

  it(`show the pool's connections ${kind === 'postgres' ? 'by state' : 'not at all (PGlite has no pool)'}`, async () => {
    const text = await registry.metrics();
    expect(text).toContain('# TYPE forecourt_db_pool_connections gauge');
    const max = sample(text, 'forecourt_db_pool_connections{state="max"}');
    if (kind === 'postgres') {
      expect(max).toBe(5);
      expect(sample(text, 'forecourt_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'forecourt_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(max).toBeNull();
    }
  });
});
