import { sendToSite } from '@forecourt/testing/send-to-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { startTestServer, type TestServer } from './lib/server.ts';

// Issue 27 §4: the access log and the Prometheus endpoint of the app as shipped, on an app of
// this file's own (log level info, METRICS_PORT set).

const port = appPort() + 6;
const metricsPort = appPort() + 7;
const harbour = `harbour-ford.localhost:${port}`;
let app: TestServer;

beforeAll(async () => {
  app = await startTestServer(port, { LOG_LEVEL: 'info', METRICS_PORT: String(metricsPort) });
});
afterAll(() => app?.stop());

/** The app's JSON log lines with this request id, once its access line is written. */
async function linesOf(requestId: string): Promise<Record<string, unknown>[]> {
  const find = () =>
    app
      .logLines()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.requestId === requestId);
  for (let wait = 0; wait < 50 && !find().some((line) => line.msg === 'access'); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return find();
}

async function scrape(): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return answer.text();
}

/** The value of one sample line (`name{labels} value`), or null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('access log', () => {
  it('writes one line per request: status, time, site, route pattern, client and bytes, no query', async () => {
    const requestId = 'e2e-access-home-1';
    const answer = await sendToSite(port, harbour, {
      path: '/?utm_source=sms&phone=0412345678',
      headers: { 'x-request-id': requestId },
    });
    expect(answer.status).toBe(200);
    const access = (await linesOf(requestId)).filter((line) => line.msg === 'access');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      method: 'GET',
      site: harbour,
      route: '/',
      status: 200,
      client: '127.0.0.1',
      bytes: Buffer.byteLength(answer.text),
    });
    expect(access[0]?.ms).toBeGreaterThan(0);
    // The shopper's number in the query string is nowhere in the log.
    expect(app.logLines().filter((line) => line.includes('0412345678'))).toEqual([]);
  });

  it('logs the edge’s own refusals and not-found pages with their status', async () => {
    const missing = await sendToSite(port, harbour, {
      path: '/cars/no-such-car-999999',
      headers: { 'x-request-id': 'e2e-access-missing-1' },
    });
    expect(missing.status).toBe(404);
    expect(await linesOf('e2e-access-missing-1')).toMatchObject([
      { msg: 'access', status: 404, route: '/cars/[slug]' },
    ]);
  });
});

describe('metrics', () => {
  it('are served on METRICS_PORT: requests by route, indexes, outbox, pool, refusals', async () => {
    const vehicle = await sendToSite(port, harbour, { path: '/cars/no-such-car-1' });
    expect(vehicle.status).toBe(404);
    const text = await scrape();
    const missing = sample(
      text,
      'forecourt_http_request_duration_seconds_count{method="GET",route="/cars/[slug]",status="404"}',
    );
    expect(missing).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'forecourt_http_request_duration_seconds_bucket{le="10",method="GET",route="/cars/[slug]",status="404"}',
    );
    expect(sample(text, 'forecourt_search_index_cars{site="harbour-ford"}')).toBeGreaterThan(0);
    expect(
      sample(text, 'forecourt_search_index_build_seconds{site="harbour-ford"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'forecourt_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'forecourt_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    for (const type of [
      'forecourt_outbox_deliveries_total counter',
      'forecourt_db_pool_connections gauge',
      'forecourt_sms_refused_total counter',
      'forecourt_leads_refused_total counter',
      'process_resident_memory_bytes gauge',
    ]) {
      expect(text).toContain(`# TYPE ${type}`);
    }
  });

  it('are never answered on the app’s port, on a dealer host or the platform’s', async () => {
    for (const host of [harbour, `localhost:${port}`]) {
      const answer = await sendToSite(port, host, { path: '/metrics' });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('forecourt_http_request_duration_seconds');
    }
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});
