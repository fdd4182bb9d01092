import { sendToSite } from '@forecourt/testing/send-to-site';
import {
  type StripeTestServer,
  startStripeTestServer,
} from '@forecourt/testing/stripe-test-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { openPage, visit } from './lib/page-checks.ts';
import { startTestServer, type TestServer } from './lib/server.ts';
import { signInOnPage } from './lib/sign-in.ts';

// Issue 24 §4 and §6, replayed against the built app with card deposits on (the local Stripe
// test server) and checkout open to signed-out shoppers: refused webhooks, a paid hold's
// expiry, the purchase journey out of order, and the reservation limits under racing requests.
const SITE = 'harbour-ford';
const apiKey = 'sk_test_forecourt_e2e_hostile';
const webhookSecret = 'whsec_forecourt_e2e_hostile';
const port = appPort() + 6;
const host = `${SITE}.localhost:${port}`;
const WEBHOOK = '/api/checkout/stripe-webhook';

let browser: Browser;
let stripe: StripeTestServer;
let app: TestServer;
/** Cars of the demo site that can be reserved; each probe takes the ones it needs. */
let cars: number[] = [];

const contact = (n: number) => ({
  name: 'Hostile',
  last_name: `Shopper${n}`,
  email: `hostile${n}@example.com`,
  phone: `04${String(30_000_000 + n).padStart(8, '0')}`,
  postcode: '4163',
  terms_conditions: true,
});

function post(path: string, body: unknown, from?: { address?: string; cookie?: string }) {
  return sendToSite(port, host, {
    method: 'POST',
    path,
    body: JSON.stringify(body),
    headers: from?.cookie ? { cookie: from.cookie } : {},
    localAddress: from?.address,
  });
}

/** Reservable cars (the page offers checkout), read from search and the vehicle pages. */
async function findReservableCars(count: number): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; found.length < count && page <= 30; page += 1) {
    const answer = await sendToSite(port, host, { path: `/api/search?page=${page}&facets=` });
    const { hits } = JSON.parse(answer.text) as {
      hits: { id: number; slug: string; status: string; reserved: boolean; price: number }[];
    };
    if (hits.length === 0) break;
    for (const hit of hits) {
      if (found.length >= count) break;
      if (hit.reserved || hit.status !== 'in_stock' || hit.price <= 0) continue;
      const html = (await sendToSite(port, host, { path: `/cars/${hit.slug}` })).text;
      if (html.includes(`href="/cars/${hit.slug}/checkout"`)) found.push(hit.id);
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} reservable demo cars`);
  return found;
}

/** Takes `count` cars for a probe, in order; cars won in it go, the rest come back. */
function takeCars(count: number): number[] {
  return cars.slice(0, count);
}
function releaseWon(used: number[], statuses: number[]): void {
  const won = new Set(used.filter((_, n) => statuses[n] === 201));
  cars = cars.filter((car) => !won.has(car));
}

/** The app's JSON log lines with this message. */
function logged(message: string): { level: number }[] {
  return app
    .logLines()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((entry) => entry.msg === message);
}

beforeAll(async () => {
  stripe = await startStripeTestServer({
    apiKey,
    webhookSecret,
    webhookUrl: `http://127.0.0.1:${port}${WEBHOOK}`,
  });
  app = await startTestServer(
    port,
    {
      STRIPE_SECRET_KEY: apiKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
    { [SITE]: { features: { signInRequired: [] } } },
  );
  browser = await launchBrowser();
  cars = await findReservableCars(18);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await stripe?.close();
});

describe('Stripe webhooks the app refuses', () => {
  const paid = (reservationId: string) =>
    JSON.stringify({
      id: `evt_hostile_${reservationId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: 'cs_test_hostile',
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_hostile',
          amount_total: 20_000,
          currency: 'aud',
          metadata: { reservation_id: reservationId },
        },
      },
    });

  it('answers 400 (never 503, which Stripe retries for three days) and logs each once at warn', async () => {
    const body = paid('1');
    const probes: [string, string, string | null][] = [
      ['no signature', body, null],
      ['wrong secret', body, stripe.sign(body, { secret: 'whsec_someone_else' })],
      ['tampered body', body.replace('20000', '1'), stripe.sign(body)],
      [
        'stale timestamp',
        body,
        stripe.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      ],
      ['reservation_id __proto__', paid('__proto__'), stripe.sign(paid('__proto__'))],
      ['reservation_id 1e3', paid('1e3'), stripe.sign(paid('1e3'))],
      ['not JSON', 'not json', stripe.sign('not json')],
    ];
    for (const [name, payload, signature] of probes) {
      const answer = await stripe.postWebhook(payload, signature, { host });
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(JSON.parse(answer.text)).toMatchObject({ received: false });
    }
    // The log reaches this process through a pipe, a moment after the answer.
    await expect.poll(() => logged('payment webhook refused').length).toBe(probes.length);
    expect(logged('payment webhook refused').every((entry) => entry.level === 40)).toBe(true);
    expect(logged('stripe webhook failed')).toEqual([]);
    expect(logged('request failed')).toEqual([]);
  });

  it('a signed checkout.session.expired for a paid hold changes nothing and refunds nothing', async () => {
    const [car = 0] = takeCars(1);
    const reserved = await post('/api/reservations', { car_id: car, values: contact(1) });
    expect(reserved.status).toBe(201);
    releaseWon([car], [201]);
    const { redirect_url, reservation_url } = JSON.parse(reserved.text) as {
      redirect_url: string;
      reservation_url: string;
    };
    const sessionId = redirect_url.split('/').at(-1) ?? '';
    const completed = await stripe.completeSession(sessionId);
    expect(completed?.status).toBe(200);
    const page = new URL(reservation_url).pathname;
    const held = () => sendToSite(port, host, { path: page }).then((answer) => answer.text);
    expect(await held()).toContain('data-slot="reservation-held"');

    const session = stripe.sessions.get(sessionId);
    const expired = await stripe.sendEvent('checkout.session.expired', {
      ...session,
      status: 'expired',
    });
    expect(expired.status).toBe(200);
    expect(await held()).toContain('data-slot="reservation-held"');
    expect(stripe.refunds.size).toBe(0);
    await expect
      .poll(() => logged('payment page expiry ignored: the deposit was paid and the car is held'))
      .toEqual([expect.objectContaining({ level: 40 })]);
  });
});

describe('the purchase journey', () => {
  it('refuses a step before the steps it depends on', async () => {
    const [car] = takeCars(1);
    const answer = await post('/api/checkout-journey', {
      car_id: car,
      step: 'finance',
      values: { payment: 'cash' },
    });
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text)).toEqual({
      ok: false,
      message: 'Please finish the earlier steps first.',
    });
  });
});

describe('reservation limits', () => {
  it('one signed-in shopper, fresh contacts, the address changing every 3 requests: 2 reserved, then refused', async () => {
    const checked = await openPage(browser);
    await visit(checked, `http://${host}/sign-in?redirect=%2Fmy-garage`);
    await signInOnPage(checked, app.dataDir, '0413 555 111', '+61413555111');
    await checked.page.waitForURL('**/my-garage');
    const session = (await checked.context.cookies()).find(
      (cookie) => cookie.name === 'forecourt_session',
    );
    await checked.context.close();
    if (!session) throw new Error('not signed in');
    const used = takeCars(12);
    const statuses: number[] = [];
    for (const [n, car] of used.entries()) {
      const answer = await post(
        '/api/reservations',
        { car_id: car, values: contact(100 + n) },
        {
          address: `127.0.0.${10 + Math.floor(n / 3)}`,
          cookie: `${session.name}=${session.value}`,
        },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, ...Array<number>(10).fill(429)]);
    releaseWon(used, statuses);
  });

  it('10 at once from one address with different contacts: exactly 3 reserved', async () => {
    const used = takeCars(10);
    const answers = await Promise.all(
      used.map((car, n) =>
        post(
          '/api/reservations',
          { car_id: car, values: contact(200 + n) },
          { address: '127.0.0.40' },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBe(3);
    expect(statuses.filter((status) => status === 429).length).toBe(7);
    releaseWon(used, statuses);
  });

  it('10 at once with one contact from 10 addresses: exactly 2 reserved', async () => {
    const used = takeCars(10);
    const answers = await Promise.all(
      used.map((car, n) =>
        post(
          '/api/reservations',
          { car_id: car, values: contact(300) },
          { address: `127.0.0.${50 + n}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBe(2);
    expect(statuses.filter((status) => status === 429).length).toBe(8);
    releaseWon(used, statuses);
  });
});
