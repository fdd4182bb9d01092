import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, listLeadDeliveryRecord, queryRows, retryLeadDelivery } from '@forecourt/db';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { messageIdOf, startHttpReceiver, startSmtpSink } from '@forecourt/testing/receivers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpoolSmsSender } from '../accounts/sms-sender.ts';
import { getAppMetrics } from '../metrics/app-metrics.ts';
import type { Site } from '../site.ts';
import { createMailer, type Mailer } from './delivery/mailer.ts';
import { verifyWebhook } from './delivery/webhook-signature.ts';
import { signFormToken } from './form-token.ts';
import { createLeadRelay, type RelayLog } from './relay.ts';
import { submitLead } from './submit-lead.ts';
import {
  makeSubmitDeps,
  seedLeadTestSite,
  TEST_ADDRESS,
  TEST_SECRET,
} from './testing/lead-test-site.ts';

const DTD = fileURLToPath(
  new URL('../../../../../packages/core/src/leads/adf-1.0.dtd', import.meta.url),
);
const HOOK_SECRET = 'a-long-webhook-secret';
const quiet = { info() {}, warn() {}, error() {} };

const contact = {
  name: 'Jo',
  last_name: "O'Brien & Sons",
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '4163',
};

function enquiry(carId: number | null, message = 'Is it still <available>?') {
  return {
    form: carId ? 'vehicle-enquiry' : 'contact',
    idempotencyKey: randomUUID(),
    carId,
    values: { ...contact, message, category: 'General Enquiry' },
    attribution: {
      url: 'https://harbour.example/cars/ford-ranger-1',
      visitedPages: ['/'],
      linkedQueryParams: {},
    },
    antiSpam: { formToken: signFormToken(TEST_SECRET, 1, new Date(Date.now() - 60_000)) },
  };
}

describe.each(getTestDatabaseKinds())('lead delivery relay on %s', (kind) => {
  let database: Database;
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let hook: Awaited<ReturnType<typeof startHttpReceiver>>;
  let flaky: Awaited<ReturnType<typeof startHttpReceiver>>;
  let broken: Awaited<ReturnType<typeof startHttpReceiver>>;
  let crm: Awaited<ReturnType<typeof startHttpReceiver>>;
  let clock = Date.now();
  let brokenMended = false;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startHttpReceiver((request) =>
      verifyWebhook(
        HOOK_SECRET,
        {
          signature: String(request.headers['x-forecourt-signature'] ?? ''),
          timestamp: String(request.headers['x-forecourt-timestamp'] ?? ''),
        },
        request.body,
        Math.floor(clock / 1000),
      )
        ? 204
        : 401,
    );
    // Fails half of all requests: every delivery's first attempt, so each one must be retried.
    const seen = new Set<string>();
    flaky = await startHttpReceiver((request) => {
      const delivery = String(request.headers['x-forecourt-delivery']);
      if (seen.has(delivery)) return 200;
      seen.add(delivery);
      return 503;
    });
    broken = await startHttpReceiver(() => (brokenMended ? 200 : 500));
    crm = await startHttpReceiver(() => 200);
    database = await createTestDatabase(kind);
    site = await seedLeadTestSite(database, {
      forms: {
        captcha: { enabled: false },
        rateLimits: { perIp: { max: 10_000 } },
        delivery: {
          routes: [
            {
              email: ['leads@harbour.example'],
              adfEmail: ['crm@harbour.example'],
              adfUrls: [crm.url('/adf')],
              webhooks: [
                { url: hook.url('/signed'), secret: HOOK_SECRET },
                { url: flaky.url('/flaky'), secret: HOOK_SECRET },
              ],
            },
            {
              forms: ['find-similar'],
              email: [],
              webhooks: [{ url: broken.url('/down'), secret: HOOK_SECRET }],
            },
          ],
        },
      },
    });
  });
  const mailers: Mailer[] = [];
  afterAll(async () => {
    await database.close();
    // A mailer keeps its pooled SMTP connections open; the sink's close waits up to 30 s for them.
    for (const mailer of mailers) mailer.close();
    await Promise.all([smtp.close(), hook.close(), flaky.close(), broken.close(), crm.close()]);
  });

  function relay(log: RelayLog = quiet) {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Leads <leads@forecourt.test>',
      spoolDir: tmpdir(),
    });
    mailers.push(mailer);
    return createLeadRelay(
      database,
      {
        mailer,
        sms: createSpoolSmsSender({ spoolDir: tmpdir(), log: () => {} }),
        fetch,
        now: () => new Date(clock),
        timeoutMs: 5000,
      },
      {
        batchSize: 10,
        leaseMs: 60_000,
        pollMs: 50,
        gatherMs: 10,
        retryBaseMs: 1000,
        retryMaxMs: 60_000,
        address: TEST_ADDRESS,
      },
      log,
    );
  }

  async function pending(): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from lead_deliveries where status = 'pending'`,
    );
    return Number(row?.count);
  }

  it('delivers every job at least once through competing relays, retrying the flaky receiver', async () => {
    const deps = await makeSubmitDeps(database, site);
    for (let index = 0; index < 12; index += 1) {
      expect((await submitLead(deps, enquiry(index % 2 ? 3 : null))).status).toBe(201);
    }
    const relays = [relay(), relay()];
    for (let round = 0; round < 40 && (await pending()) > 0; round += 1) {
      await Promise.all(relays.map((one) => one.runOnce()));
      clock += 120_000;
    }
    expect(await pending()).toBe(0);
    const leadIds = (await queryRows<{ id: number }>(database.db, sql`select id from leads`)).map(
      (row) => Number(row.id),
    );
    const ids = (list: { body: string }[]) =>
      new Set(list.map((entry) => JSON.parse(entry.body).lead.lead_id));
    expect(ids(hook.received)).toEqual(new Set(leadIds));
    expect(ids(flaky.received)).toEqual(new Set(leadIds));
    expect(hook.received).toHaveLength(12);
    expect(flaky.attempts()).toBe(24);
    expect(smtp.messages.filter((mail) => mail.to.includes('leads@harbour.example'))).toHaveLength(
      12,
    );
  });

  it('sends a readable email in text and HTML with the shopper’s words escaped', () => {
    const mail = smtp.messages.find((candidate) => candidate.to.includes('leads@harbour.example'));
    expect(mail?.raw).toMatch(/Subject: General Enquiry from /);
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toContain('&lt;available&gt;');
    expect(mail?.raw).toMatch(/Reply-To: jo@example\.com/);
  });

  it('gives each delivery its own Message-ID, derived from the job so a retry repeats it', () => {
    const ids = smtp.messages.map(messageIdOf);
    for (const id of ids) expect(id).toMatch(/^<lead-\d+\.delivery-\d+@forecourt\.test>$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const request of crm.received)
      expect(request.headers['x-forecourt-delivery']).toMatch(/^\d+$/);
  });

  it('writes ADF 1.0 that validates against the DTD, by email and by HTTP', () => {
    expect(crm.received.length).toBe(6);
    const dir = mkdtempSync(join(tmpdir(), 'adf-'));
    for (const [index, request] of crm.received.entries()) {
      expect(request.headers['content-type']).toContain('application/x-adf+xml');
      const file = join(dir, `lead-${index}.xml`);
      writeFileSync(file, request.body);
      execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, file], { stdio: 'pipe' });
    }
    expect(crm.received[0]?.body).toContain('<vehicle interest="buy" status="used">');
    expect(crm.received[0]?.body).toContain('O&apos;Brien &amp; Sons');
    expect(smtp.messages.filter((mail) => mail.to.includes('crm@harbour.example'))).toHaveLength(6);
  });

  it('dead-letters a job after 8 failed attempts and keeps the reason', async () => {
    const deps = await makeSubmitDeps(database, site);
    const payload = { ...enquiry(12, 'Find me one'), form: 'find-similar' };
    const { body } = await submitLead(deps, payload);
    const one = relay();
    for (let round = 0; round < 12; round += 1) {
      await one.runOnce();
      clock += 3_600_000;
    }
    const [job] = await queryRows<{ status: string; attempts: number; last_error: string }>(
      database.db,
      sql`select status, attempts, last_error from lead_deliveries
          where lead_id = ${Number(body.leadId)} and target like '%/down'`,
    );
    expect(job).toMatchObject({ status: 'dead', attempts: 8 });
    expect(job?.last_error).toContain('HTTP 500');
    expect(broken.attempts()).toBe(8);
  });

  it('shows a dead-lettered webhook in the lead’s delivery record, and Retry now delivers it', async () => {
    const deps = await makeSubmitDeps(database, site);
    const { body } = await submitLead(deps, { ...enquiry(12, 'Retry me'), form: 'find-similar' });
    const leadId = Number(body.leadId);
    const one = relay();
    for (let round = 0; round < 12; round += 1) {
      await one.runOnce();
      clock += 3_600_000;
    }
    const webhookOf = async () =>
      (await listLeadDeliveryRecord(database.db, leadId)).find((job) =>
        job.target.endsWith('/down'),
      );
    const dead = await webhookOf();
    expect(dead).toMatchObject({ channel: 'webhook', status: 'dead', attempts: 8 });
    expect(dead?.lastError).toContain('HTTP 500');
    // The dealer's receiver is mended; staff press Retry now.
    brokenMended = true;
    expect(await retryLeadDelivery(database.db, leadId, dead?.id ?? 0, new Date(clock))).toBe(true);
    expect(await retryLeadDelivery(database.db, leadId + 1, dead?.id ?? 0, new Date(clock))).toBe(
      false,
    );
    await one.runOnce();
    const after = await webhookOf();
    expect(after).toMatchObject({ status: 'delivered', attempts: 9 });
    expect(await retryLeadDelivery(database.db, leadId, dead?.id ?? 0, new Date(clock))).toBe(
      false,
    );
    brokenMended = false;
  });

  it('logs each job’s outcome once, and counts it: delivered, retried, dead-lettered', async () => {
    const deps = await makeSubmitDeps(database, site);
    const leadIds: number[] = [];
    for (const payload of [enquiry(null), { ...enquiry(12, 'Any more?'), form: 'find-similar' }]) {
      leadIds.push(Number((await submitLead(deps, payload)).body.leadId));
    }
    const jobs = await queryRows<{ id: number; target: string }>(
      database.db,
      sql`select id, target from lead_deliveries where lead_id in (${leadIds[0]}, ${leadIds[1]})`,
    );
    const lines: { jobId: number; outcome: string; message: string }[] = [];
    const record = (fields: object, message: string) => {
      const { jobId, outcome } = fields as { jobId?: number; outcome?: string };
      if (jobId !== undefined && outcome) lines.push({ jobId, outcome, message });
    };
    const counted = async () =>
      Object.fromEntries(
        (await getAppMetrics().deliveries.get()).values.map((value) => [
          `${value.labels.channel} ${value.labels.outcome}`,
          value.value,
        ]),
      );
    const before = await counted();
    const one = relay({ info: record, warn: record, error: record });
    for (let round = 0; round < 12; round += 1) {
      await one.runOnce();
      clock += 3_600_000;
    }
    const expected = (target: string) => {
      if (target.endsWith('/flaky')) return ['retried', 'delivered'];
      if (target.endsWith('/down')) return [...Array(7).fill('retried'), 'dead_lettered'];
      return ['delivered'];
    };
    expect(jobs.filter((job) => job.target.endsWith('/down'))).toHaveLength(1);
    for (const job of jobs) {
      const outcomes = lines.filter((line) => line.jobId === job.id).map((line) => line.outcome);
      expect(outcomes, job.target).toEqual(expected(job.target));
    }
    const after = await counted();
    const grew = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    const webhooks = jobs.filter((job) => /\/(signed|flaky)$/.test(job.target)).length;
    const flakyOnes = jobs.filter((job) => job.target.endsWith('/flaky')).length;
    expect(grew('webhook delivered')).toBe(webhooks);
    expect(grew('webhook retried')).toBe(flakyOnes + 7);
    expect(grew('webhook dead_lettered')).toBe(1);
    expect(grew('email delivered')).toBe(
      jobs.filter((job) => job.target === 'leads@harbour.example').length,
    );
  });

  it("delivers a trade-in typed in ('Other') with what was typed and that it has no offer", async () => {
    const deps = await makeSubmitDeps(database, site);
    const year = new Date().getUTCFullYear();
    const { status, body } = await submitLead(deps, {
      ...enquiry(null),
      form: 'trade-in',
      values: {
        ...contact,
        rego: 'ZAS55',
        regoState: 'NSW',
        year: String(year - 2),
        make: 'Other',
        make_other: 'Zastava',
        model: 'Other',
        model_other: 'Koral 55',
        kms: '12000',
        finance: 'No',
        PreferredContactMethod: 'Phone',
        terms_conditions: true,
      },
    });
    expect(status).toBe(201);
    const one = relay();
    for (let round = 0; round < 10 && (await pending()) > 0; round += 1) {
      await one.runOnce();
      clock += 120_000;
    }
    const mail = smtp.messages.find(
      (candidate) =>
        candidate.to.includes('leads@harbour.example') && candidate.raw.includes('ZAS55'),
    );
    // Quoted-printable text: joined at its soft line breaks.
    const text = mail?.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Zastava Koral 55');
    expect(text).toContain(
      "We can't give an online estimate for a vehicle that isn't in our list.",
    );
    const hooked = hook.received
      .map((request) => JSON.parse(request.body).lead)
      .find((lead) => lead.lead_id === body.leadId);
    expect(hooked?.trade_in).toMatchObject({
      make: 'Zastava',
      model: 'Koral 55',
      valuation: { kind: 'no-estimate', reason: 'not-listed' },
    });
    const adf = crm.received.find((request) => request.body.includes('Koral 55'));
    expect(adf?.body).toContain('<make>Zastava</make>');
    const file = join(mkdtempSync(join(tmpdir(), 'adf-')), 'trade-in.xml');
    writeFileSync(file, adf?.body ?? '');
    execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, file], { stdio: 'pipe' });
  });
});
