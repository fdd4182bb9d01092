import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@forecourt/core/staff';
import {
  createStaffSession,
  type Database,
  ensureDealerGroup,
  ensureStaffUser,
  grantStaffRole,
  schema,
} from '@forecourt/db';
import { createStockSite } from '@forecourt/db/testing/stock-site';
import { createTestDatabase, getTestDatabaseKinds } from '@forecourt/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../accounts/session-cookie.ts';

/**
 * Every console API, probed with every role (and no role, no session, an idle one) against
 * every lead of three dealerships: a lead answers only to those whose role and dealership may
 * see it, by id, in lists, and for writes (issue 28 acceptance: ≥ 5,000 probes, 0 leaks). The
 * real route handlers run in-process against a real database; the expected answers come from
 * the rules as the issue states them, written out here apart from the code under test.
 */

process.env.FORM_SECRET ??= 'console-access-test-secret-0123456789abcdef';
const now = Date.now();

interface Persona {
  name: string;
  role: StaffRole | null;
  /** Where the role is granted: a dealership key, the group, or the platform. */
  at: 'harbour' | 'valley' | 'ridge' | 'group' | 'platform' | null;
  cookie: string;
  userId: number;
}

interface ProbeLead {
  id: number;
  dealership: 'harbour' | 'valley' | 'ridge' | null;
  site: 'harbour' | 'valley';
  assignedTo: number | null;
  spam: boolean;
  deliveryId: number;
}

const SEE_ALL = new Set<StaffRole>([
  'platform_admin',
  'group_admin',
  'dealer_principal',
  'sales_manager',
]);
const WORKS_LEADS = new Set<StaffRole>([...SEE_ALL, 'salesperson']);

// The last kind only: PostgreSQL where CI has it (the probes are many; PGlite runs the rest).
const kind = getTestDatabaseKinds().at(-1) ?? 'pglite';

describe(`every console API × every role on ${kind}`, () => {
  let database: Database & { url: string | null };
  const personas: Persona[] = [];
  const leads: ProbeLead[] = [];
  const dealershipIds: Record<'harbour' | 'valley' | 'ridge', number> = {
    harbour: 0,
    valley: 0,
    ridge: 0,
  };
  let routes: {
    list: typeof import('@/app/console/api/leads/route');
    lead: typeof import('@/app/console/api/leads/[id]/route');
    retry: typeof import('@/app/console/api/leads/[id]/retry/route');
    release: typeof import('@/app/console/api/leads/[id]/release/route');
    dealership: typeof import('@/app/console/api/dealership/route');
    sessions: typeof import('@/app/console/api/sessions/route');
    leadsExport: typeof import('@/app/console/api/leads/export/route');
    auditExport: typeof import('@/app/console/api/audit/export/route');
    impersonate: typeof import('@/app/console/api/impersonation/route');
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The handlers open the process's database through this key (server/database.ts).
    (globalThis as Record<symbol, unknown>)[Symbol.for('forecourt.database')] =
      Promise.resolve(database);
    const { db } = database;
    const harbour = await createStockSite(db, 'harbour');
    const valley = await createStockSite(db, 'valley');
    const ridge = await createStockSite(db, 'ridge');
    dealershipIds.harbour = harbour.dealershipIds[0] ?? 0;
    dealershipIds.valley = valley.dealershipIds[0] ?? 0;
    dealershipIds.ridge = ridge.dealershipIds[0] ?? 0;
    // Valley's site also shows Ridge: its unrouted leads belong to both.
    await db
      .insert(schema.siteDealerships)
      .values({ siteId: valley.siteId, dealershipId: dealershipIds.ridge, position: 1 });
    const groupId = await ensureDealerGroup(db, {
      slug: 'coastal',
      name: 'Coastal Group',
      dealershipIds: [dealershipIds.valley, dealershipIds.ridge],
    });
    const grants: [string, StaffRole | null, Persona['at']][] = [
      ['platform admin', 'platform_admin', 'platform'],
      ['group admin', 'group_admin', 'group'],
      ['harbour principal', 'dealer_principal', 'harbour'],
      ['harbour manager', 'sales_manager', 'harbour'],
      ['harbour sales A', 'salesperson', 'harbour'],
      ['harbour sales B', 'salesperson', 'harbour'],
      ['harbour marketing', 'marketing', 'harbour'],
      ['harbour analyst', 'analyst', 'harbour'],
      ['valley sales', 'salesperson', 'valley'],
      ['ridge manager', 'sales_manager', 'ridge'],
      ['nobody', null, null],
    ];
    for (const [name, role, at] of grants) {
      const userId = await ensureStaffUser(db, {
        email: `${name.replace(/\s/g, '.')}@probe.example`,
        name,
      });
      if (role && at) {
        await grantStaffRole(db, {
          userId,
          role,
          groupId: at === 'group' ? groupId : null,
          dealershipId: at === 'platform' || at === 'group' ? null : dealershipIds[at],
          grantedBy: null,
        });
      }
      const token = randomBytes(32).toString('base64url');
      await createStaffSession(db, {
        tokenHash: hashSessionToken(token),
        userId,
        secondFactor: 'email-code',
        expiresAt: new Date(now + 3_600_000),
        userAgent: 'probe',
        clientHash: 'probe',
        now: new Date(now),
      });
      personas.push({ name, role, at, cookie: `forecourt_staff=${token}`, userId });
    }
    const idleToken = randomBytes(32).toString('base64url');
    await createStaffSession(db, {
      tokenHash: hashSessionToken(idleToken),
      userId: personas[0]?.userId ?? 0,
      secondFactor: 'email-code',
      expiresAt: new Date(now + 3_600_000),
      userAgent: 'probe',
      clientHash: 'probe',
      now: new Date(now - 31 * 60_000),
    });
    personas.push({
      name: 'idle session',
      role: null,
      at: null,
      cookie: `forecourt_staff=${idleToken}`,
      userId: 0,
    });
    personas.push({ name: 'signed out', role: null, at: null, cookie: '', userId: 0 });
    personas.push({
      name: 'forged cookie',
      role: null,
      at: null,
      cookie: `forecourt_staff=${'x'.repeat(43)}`,
      userId: 0,
    });

    const salesA = personas.find((p) => p.name === 'harbour sales A')?.userId ?? null;
    const salesB = personas.find((p) => p.name === 'harbour sales B')?.userId ?? null;
    const valleySales = personas.find((p) => p.name === 'valley sales')?.userId ?? null;
    const places: [ProbeLead['dealership'], ProbeLead['site'], number][] = [
      ['harbour', 'harbour', harbour.siteId],
      ['valley', 'valley', valley.siteId],
      ['ridge', 'valley', valley.siteId],
      [null, 'valley', valley.siteId],
    ];
    let sequence = 0;
    for (const [dealership, siteKey, siteId] of places) {
      const assignees =
        dealership === 'harbour'
          ? [null, salesA, salesB]
          : dealership === 'valley'
            ? [null, valleySales]
            : [null];
      for (let index = 0; index < 11; index++) {
        sequence += 1;
        const assignedTo = assignees[index % assignees.length] ?? null;
        const spam = index % 7 === 6;
        const [row] = await db
          .insert(schema.leads)
          .values({
            siteId,
            dealershipId: dealership ? dealershipIds[dealership] : null,
            idempotencyKey: `probe-${sequence}`,
            form: 'contact',
            category: 'General Enquiry',
            firstName: `Probe${sequence}`,
            lastName: 'Shopper',
            email: `probe${sequence}@example.com`,
            phone: '+61400000000',
            values: {},
            attribution: {
              url: 'https://x.example/',
              source: 'Website',
              userAgent: 'x',
              visitedPages: [],
              linkedQueryParams: {},
            },
            assignedTo,
            spam,
            createdAt: new Date(now - sequence * 60_000),
          })
          .returning({ id: schema.leads.id });
        if (!row) throw new Error('lead not stored');
        const [job] = await db
          .insert(schema.leadDeliveries)
          .values({
            leadId: row.id,
            event: 'new-lead',
            channel: 'webhook',
            target: 'https://dealer.example/hook',
            status: 'dead',
            attempts: 8,
          })
          .returning({ id: schema.leadDeliveries.id });
        leads.push({
          id: row.id,
          dealership,
          site: siteKey,
          assignedTo,
          spam,
          deliveryId: job?.id ?? 0,
        });
      }
    }
    routes = {
      list: await import('@/app/console/api/leads/route'),
      lead: await import('@/app/console/api/leads/[id]/route'),
      retry: await import('@/app/console/api/leads/[id]/retry/route'),
      release: await import('@/app/console/api/leads/[id]/release/route'),
      dealership: await import('@/app/console/api/dealership/route'),
      sessions: await import('@/app/console/api/sessions/route'),
      leadsExport: await import('@/app/console/api/leads/export/route'),
      auditExport: await import('@/app/console/api/audit/export/route'),
      impersonate: await import('@/app/console/api/impersonation/route'),
    };
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('forecourt.database')];
    await database.close();
  });

  /** The dealership a persona's console shows: the first their grant reaches, by name. */
  function activeDealership(persona: Persona): 'harbour' | 'valley' | 'ridge' | null {
    switch (persona.at) {
      case 'platform':
        return 'harbour';
      case 'group':
        return 'ridge';
      case null:
        return null;
      default:
        return persona.at;
    }
  }

  /** The rule, as issue 28 §3 and §5 state it. */
  function maySee(persona: Persona, lead: ProbeLead): boolean {
    if (!persona.role || !WORKS_LEADS.has(persona.role)) return false;
    const active = activeDealership(persona);
    const inDealership =
      lead.dealership === active ||
      (lead.dealership === null &&
        lead.site === 'valley' &&
        (active === 'valley' || active === 'ridge'));
    if (!inDealership) return false;
    return (
      SEE_ALL.has(persona.role) || lead.assignedTo === null || lead.assignedTo === persona.userId
    );
  }

  const signedIn = (persona: Persona) => persona.userId !== 0;

  function request(path: string, persona: Persona, body?: unknown) {
    const headers: Record<string, string> = { host: 'console.localhost' };
    if (persona.cookie) headers.cookie = persona.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return new Request(`http://console.localhost${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

  it('answers each lead only to those who may see it, in ≥ 5,000 probes, with no leak', async () => {
    let probes = 0;
    const leaks: string[] = [];
    const check = (label: string, ok: boolean) => {
      probes += 1;
      if (!ok) leaks.push(label);
    };
    // Someone who works at no dealership: never an assignee, whoever asks.
    const foreignStaff = personas.find((p) => p.name === 'nobody')?.userId ?? 0;
    /** Every call on one lead by one persona: a read, four writes, a release and two retries. */
    const probeLead = async (persona: Persona, lead: ProbeLead) => {
      const visible = maySee(persona, lead);
      const tag = `${persona.name} → lead ${lead.id} (${lead.dealership ?? 'unrouted'})`;
      const read = await routes.lead.GET(
        request(`/api/leads/${lead.id}`, persona),
        params(lead.id),
      );
      check(
        `GET ${tag}: ${read.status}`,
        visible ? read.status === 200 : read.status === (signedIn(persona) ? 404 : 401),
      );
      if (read.status === 200) {
        const body = (await read.json()) as { lead: { id: number; contact: unknown } };
        check(`GET ${tag} answered another lead`, body.lead.id === lead.id);
      }
      const writes: [string, unknown][] = [
        ['status', { status: 'contacted' }],
        ['note', { note: `probe by ${persona.name}` }],
        ['follow-up', { followUpOn: '2026-12-01' }],
        ['give to foreign staff', { assignedTo: foreignStaff }],
      ];
      for (const [what, body] of writes) {
        const answer = await routes.lead.POST(
          request(`/api/leads/${lead.id}`, persona, body),
          params(lead.id),
        );
        const mayWrite = visible && what !== 'give to foreign staff';
        check(
          `POST ${what} ${tag}: ${answer.status}`,
          mayWrite ? answer.status === 200 : answer.status >= 400 && answer.status < 500,
        );
      }
      const retry = await routes.retry.POST(
        request(`/api/leads/${lead.id}/retry`, persona, { deliveryId: lead.deliveryId }),
        params(lead.id),
      );
      check(
        `retry ${tag}: ${retry.status}`,
        visible
          ? retry.status === 200 || retry.status === 409
          : retry.status >= 400 && retry.status < 500 && retry.status !== 409,
      );
      const release = await routes.release.POST(
        request(`/api/leads/${lead.id}/release`, persona, {}),
        params(lead.id),
      );
      const mayRelease = visible && persona.role !== 'salesperson';
      check(
        `release ${tag}: ${release.status}`,
        mayRelease
          ? release.status === (lead.spam ? 200 : 409) || (lead.spam && release.status === 409)
          : release.status >= 400 && release.status < 500 && release.status !== 409,
      );
      // Another lead's delivery through this lead's address is never retried.
      const other = leads.find((candidate) => candidate.id !== lead.id) as ProbeLead;
      const cross = await routes.retry.POST(
        request(`/api/leads/${lead.id}/retry`, persona, { deliveryId: other.deliveryId }),
        params(lead.id),
      );
      check(`cross retry ${tag}: ${cross.status}`, cross.status >= 400 && cross.status < 500);
    };
    for (const persona of personas) {
      // Four leads at a time: different leads, so no probe meets another's writes.
      for (let start = 0; start < leads.length; start += 4) {
        await Promise.all(leads.slice(start, start + 4).map((lead) => probeLead(persona, lead)));
      }
      for (const search of [
        '',
        '?spam=1',
        '?status=contacted',
        '?assignee=unassigned',
        '?q=Probe',
        '?assignee=me',
        '?kind=contact',
        `?assignee=${foreignStaff}`,
      ]) {
        const answer = await routes.list.GET(request(`/api/leads${search}`, persona));
        const works = persona.role !== null && WORKS_LEADS.has(persona.role);
        check(
          `list ${search} ${persona.name}: ${answer.status}`,
          works ? answer.status === 200 : answer.status === (signedIn(persona) ? 403 : 401),
        );
        if (answer.status !== 200) continue;
        const { leads: listed } = (await answer.json()) as { leads: { id: number }[] };
        for (const { id } of listed) {
          const lead = leads.find((candidate) => candidate.id === id);
          check(
            `list ${search} ${persona.name} showed lead ${id}`,
            lead !== undefined && maySee(persona, lead),
          );
        }
      }
      const exporters = new Set<StaffRole>([
        'platform_admin',
        'group_admin',
        'dealer_principal',
        'sales_manager',
      ]);
      const mayExport = persona.role !== null && exporters.has(persona.role);
      const denied = signedIn(persona) ? 403 : 401;
      for (const search of ['', '?status=contacted', '?spam=1']) {
        const answer = await routes.leadsExport.GET(request(`/api/leads/export${search}`, persona));
        check(
          `export ${search} ${persona.name}: ${answer.status}`,
          answer.status === (mayExport ? 200 : denied),
        );
        if (answer.status !== 200) continue;
        const rows = (await answer.text()).trim().split('\r\n').slice(1);
        const names = new Set(leads.filter((lead) => maySee(persona, lead)).map((lead) => lead.id));
        for (const row of rows) {
          const id = Number(/Probe(\d+)/.exec(row)?.[1]);
          check(
            `export ${search} ${persona.name} showed Probe${id}`,
            names.has(leads[id - 1]?.id ?? -1),
          );
        }
      }
      const audit = await routes.auditExport.GET(request('/api/audit/export', persona));
      check(
        `audit export ${persona.name}: ${audit.status}`,
        audit.status === (mayExport && persona.role !== 'sales_manager' ? 200 : denied),
      );
      for (const dealership of ['harbour', 'valley', 'ridge'] as const) {
        if (
          activeDealership(persona) === dealership ||
          persona.at === 'platform' ||
          (persona.at === 'group' && dealership !== 'harbour')
        )
          continue;
        const answer = await routes.dealership.POST(
          request('/api/dealership', persona, { dealershipId: dealershipIds[dealership] }),
        );
        check(
          `switch ${persona.name} to ${dealership}: ${answer.status}`,
          answer.status === (signedIn(persona) ? 404 : 401),
        );
      }
      for (const target of personas.filter(
        (other) => other.userId !== 0 && other.userId !== persona.userId,
      )) {
        const answer = await routes.impersonate.POST(
          request('/api/impersonation', persona, { userId: target.userId }),
        );
        const expectedStatus =
          persona.role === 'platform_admin' ? 200 : signedIn(persona) ? 403 : 401;
        check(
          `impersonate ${target.name} by ${persona.name}: ${answer.status}`,
          answer.status === expectedStatus,
        );
      }
      const revoke = await routes.sessions.POST(
        request('/api/sessions', persona, { revoke: 'ffffffffffff' }),
      );
      check(
        `revoke another's session by ${persona.name}: ${revoke.status}`,
        revoke.status === (signedIn(persona) ? 404 : 401),
      );
    }
    expect(leaks).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(5_000);
    console.info(
      `console access: ${probes} probes, ${personas.length} personas, ${leads.length} leads, 0 leaks`,
    );
  });
});
