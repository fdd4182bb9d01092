import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';

// Issue 24 §1 against the built app: a client that varies its Host header's port (or sends
// forwarding headers nobody trusts) can neither put that address into a response nor make the
// app rebuild a site's feeds for each variation.

const port = appPort();
const sites = ['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'];
const foreignPort = 31337;
const spoof = { 'x-forwarded-host': `evil.example:${foreignPort}`, 'x-forwarded-proto': 'https' };

/** Internal paths a page links to (no fragments, no queries), at most `limit`. */
function listLinkedPaths(html: string, limit: number): string[] {
  const paths = [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1] ?? '/');
  return [...new Set(paths)].filter((path) => !path.startsWith('/_next/')).slice(0, limit);
}

describe('absolute addresses', () => {
  it.each(sites)(
    'on %s come from the site’s canonical origin, never the Host header',
    async (slug) => {
      const canonical = `http://${slug}.localhost:${port}`;
      const host = `${slug}.localhost:${foreignPort}`;
      const get = (path: string) =>
        sendToSite(port, host, { path, headers: spoof, timeoutMs: 60_000, waitWhenRationed: true });

      const home = await get('/');
      expect(home.status).toBe(200);
      const sitemap = await get('/sitemap.xml');
      const car = /\/cars\/([^<]+)<\/loc>/.exec(sitemap.text)?.[1];
      expect(car, 'a car in the sitemap').toBeTruthy();
      const paths = [
        '/robots.txt',
        '/sitemap.xml',
        '/feeds/google-vehicles.xml',
        '/feeds/meta-vehicles.csv',
        '/search',
        `/cars/${car}`,
        ...listLinkedPaths(home.text, 25),
      ];
      for (const path of new Set(paths)) {
        const answer = await get(path);
        expect(answer.status, path).toBeLessThan(500);
        const headers = JSON.stringify(answer.headers);
        for (const text of [answer.text, headers]) {
          expect(text, path).not.toContain(`localhost:${foreignPort}`);
          expect(text, path).not.toContain('evil.example');
        }
        const link = /<link rel="canonical" href="([^"]+)"/.exec(answer.text)?.[1];
        if (link) expect(link.startsWith(`${canonical}/`), `${path}: ${link}`).toBe(true);
      }
      expect(sitemap.text).toContain(`<loc>${canonical}/</loc>`);
      expect((await get('/robots.txt')).text).toContain(`Sitemap: ${canonical}/sitemap.xml`);
    },
  );
});

describe('the catalogue feeds under a varied-Host burst', () => {
  it('are built once per stock change and carry the canonical origin, whatever the port', async () => {
    const canonical = `http://southern-cross.localhost:${port}`;
    // Each step from a client of its own: the edge rations these files per client.
    const feed = (hostPort: number, localAddress: string) =>
      sendToSite(port, `southern-cross.localhost:${hostPort}`, {
        path: '/feeds/google-vehicles.xml',
        timeoutMs: 60_000,
        localAddress,
      });
    const warm = await feed(port, '127.0.0.20');
    expect(warm.status).toBe(200);
    // Compressed for a client that accepts it (by Next: it drops a route's own encoding).
    const zipped = await new Promise<Buffer>((resolve, reject) => {
      request(
        {
          host: '127.0.0.1',
          localAddress: '127.0.0.21',
          port,
          path: '/feeds/google-vehicles.xml',
          headers: { host: `southern-cross.localhost:${port}`, 'accept-encoding': 'gzip' },
        },
        (response) => {
          expect(response.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(gunzipSync(zipped).toString('utf8')).toBe(warm.text);

    // The probe: 80 requests, 8 at once, each with a port of its own, from one client.
    const answers: Awaited<ReturnType<typeof feed>>[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 80) answers.push(await feed(21000 + next++, '127.0.0.22'));
      }),
    );
    expect(answers).toHaveLength(80);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((status) => status === 200 || status === 429)).toBe(true);
    // At most twenty a minute for one client, however it varies the Host.
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length).toBeGreaterThan(0);
    expect(served.length).toBeLessThanOrEqual(20);
    for (const answer of served) {
      // Served from the one build made before the burst: no request paid for another.
      expect(String(answer.headers['server-timing'])).toMatch(/^cache;desc=hit/);
      expect(answer.text).toContain(`<g:link>${canonical}/cars/`);
      expect(answer.text).not.toMatch(/localhost:210\d\d/);
      expect(answer.text).toBe(warm.text);
    }
    for (const refused of answers.filter((answer) => answer.status === 429))
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);

    // Eight clients at once each get their feed: the limit is per client, not for everyone.
    const clients = await Promise.all(
      Array.from({ length: 8 }, (_, index) => feed(port, `127.0.0.${index + 2}`)),
    );
    expect(clients.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });
});
