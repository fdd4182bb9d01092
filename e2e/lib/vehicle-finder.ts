import { get } from 'node:http';
import type { LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRationedWait, type SiteAnswer } from '@forecourt/testing/send-to-site';
import { siteUrl } from './page-checks.ts';

// Node's lookup callback takes an address list when asked for all addresses (it is, since v20).
export const toLoopback = ((
  _host: string,
  options: { all?: boolean },
  done: (...args: unknown[]) => void,
) =>
  options.all
    ? done(null, [{ address: '127.0.0.1', family: 4 }])
    : done(null, '127.0.0.1', 4)) as unknown as LookupFunction;

/**
 * GET a site address from Node. Node cannot resolve `*.localhost` names as browsers do, so
 * every name is looked up as 127.0.0.1 (the test server), keeping the Host header intact. A
 * feed or sitemap the edge rations is fetched again when it says, as a crawler would.
 */
export async function fetchText(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetchOnce(url);
    const wait = getRationedWait(answer, attempt);
    if (wait === null) return answer.text;
    await sleep(wait);
  }
}

function fetchOnce(url: string): Promise<SiteAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { lookup: toLoopback, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    }).on('error', reject);
  });
}

/** The status of a site address after following up to 5 redirects (GET, body discarded). */
export function fetchStatus(url: string, redirects = 5): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { lookup: toLoopback, agent: false }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && redirects > 0) {
        resolve(fetchStatus(new URL(location, url).href, redirects - 1));
      } else {
        resolve(status);
      }
    }).on('error', reject);
  });
}

export interface FoundCar {
  id: number;
  slug: string;
  inStock: boolean;
}

/** In-stock vehicle pages of a site, from its sitemap. */
export async function listSitemapSlugs(site: string): Promise<string[]> {
  const xml = await fetchText(siteUrl(site, '/sitemap.xml'));
  return [...xml.matchAll(/\/cars\/([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

/** Cars of a site by id, in stock or not (through the favourites data route). */
export async function listCarsById(site: string, maxId = 2000): Promise<FoundCar[]> {
  const found: FoundCar[] = [];
  for (let start = 1; start <= maxId; start += 100) {
    const ids = Array.from({ length: 100 }, (_, i) => start + i).join(',');
    const body = JSON.parse(await fetchText(siteUrl(site, `/favourites/cars?ids=${ids}`))) as {
      cars: { id: number; card: { slug: string; inStock: boolean } }[];
    };
    found.push(
      ...body.cars.map((car) => ({ id: car.id, slug: car.card.slug, inStock: car.card.inStock })),
    );
  }
  return found;
}

/** The first in-stock vehicle page whose HTML matches `test`. */
export async function findCarPage(site: string, test: (html: string) => boolean): Promise<string> {
  for (const slug of await listSitemapSlugs(site)) {
    const html = await fetchText(siteUrl(site, `/cars/${slug}`));
    if (test(html)) return `/cars/${slug}`;
  }
  throw new Error(`No vehicle page on ${site} matches`);
}
