import { type DemoSiteStock, listDemoSiteStock } from '@forecourt/db/demo/demo-listings';
import { generateDemoData } from '@forecourt/db/demo/generate';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';

// The site-stock contract (issue 11 §1): any car any endpoint of a site returns has a 200
// vehicle page on that site, and the cars with a 200 page are exactly those core's isListed
// admits. The app runs on the e2e database, seeded from the demo generator moments ago; the
// generator is deterministic, so generating again here says which car each id is and which
// cars each site must list (sold windows are days wide, far from the seconds between the two).
//
// The batch endpoints (favourites, search) are asked about every id. The endpoints that answer
// one car at a time, and compare's four, are asked about every car the site does not list, a
// sample of the cars other sites list, and a sample of its own listed cars that covers every
// kind of car the rule tells apart (dealership, location, status, new or used, type): a page per
// listed car was 1,753 vehicle pages and 8,000 slot probes a run, the largest part of e2e. The
// db's site-stock integration test checks the lookups by id and by slug for every demo car
// against the rule, on both databases.

const port = appPort();
const now = new Date();
const demo = generateDemoData({ now });
const stock = listDemoSiteStock(demo, now);
const maxId = demo.cars.length;
const carOf = new Map(demo.cars.map((car) => [car.id ?? 0, car]));
const slugOf = (id: number) => carOf.get(id)?.slug;
const BATCH = 100;
const COMPARE_BATCH = 4;
const slow = 600_000;

async function get(site: string, path: string) {
  return sendToSite(port, `${site}.localhost:${port}`, {
    path,
    timeoutMs: 60_000,
    waitWhenRationed: true,
  });
}

async function getJson<T>(site: string, path: string): Promise<T> {
  const response = await get(site, path);
  expect(response.status, path).toBe(200);
  return JSON.parse(response.text) as T;
}

/** Run `work` over `items`, a few at a time (two cores: the app and this test share them). */
async function forEachLimited<T>(items: T[], work: (item: T) => Promise<void>, limit = 4) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/**
 * Up to `perKind` of a site's listed cars of each kind the rule and the pages tell apart, plus
 * every `stride`th one: the same ids on every run, since the demo data is.
 */
function sampleListed(ids: number[], perKind = 3, stride = 12): number[] {
  const taken = new Map<string, number>();
  return ids.filter((id, index) => {
    const car = carOf.get(id);
    const kind = car
      ? [car.dealershipId, car.locationId, car.status, car.carType, car.itemType].join('|')
      : '';
    const count = taken.get(kind) ?? 0;
    taken.set(kind, count + 1);
    return count < perKind || index % stride === 0;
  });
}

describe.each(stock.map((site) => [site.slug, site] as const))(
  '%s',
  (slug, site: DemoSiteStock) => {
    const listed = new Set(site.listed);
    const listedSample = sampleListed(site.listed);
    const othersListed = (count: number) =>
      stock.filter((other) => other.slug !== slug).flatMap((other) => other.listed.slice(0, count));
    /** The ids the endpoints that take one car (or compare's four) are asked about. */
    const probedIds = [
      ...listedSample,
      ...site.unlisted.map((car) => car.id),
      ...othersListed(20),
      ...range(maxId + 1, maxId + 3),
    ];
    /** What the favourites route returns for every id from 1 to past the last car. */
    const favourites = new Map<number, { slug: string; inStock: boolean }>();

    beforeAll(async () => {
      for (const ids of chunks(range(1, maxId + BATCH), BATCH)) {
        const body = await getJson<{
          cars: { id: number; card: { slug: string; inStock: boolean } }[];
        }>(slug, `/favourites/cars?ids=${ids.join(',')}`);
        for (const car of body.cars) favourites.set(car.id, car.card);
      }
    }, 120_000);

    it(
      'favourites and compare return exactly the cars the rule lists, whatever ids are asked',
      async () => {
        expect(listed.size).toBeGreaterThan(50);
        expect(site.unlisted.length).toBeGreaterThan(5);
        expect(sorted(favourites.keys())).toEqual(sorted(listed));
        for (const [id, card] of favourites) expect(card.slug, `car ${id}`).toBe(slugOf(id));

        // Compare takes four cars at a time: the ids the per-car endpoints are asked about.
        const compared = new Set<number>();
        await forEachLimited(chunks(probedIds, COMPARE_BATCH), async (ids) => {
          const body = await getJson<{ cars: { id: number; slug: string; status: string }[] }>(
            slug,
            `/compare/cars?ids=${ids.join(',')}`,
          );
          for (const car of body.cars) compared.add(car.id);
        });
        expect(sorted(compared)).toEqual(sorted(probedIds.filter((id) => listed.has(id))));
      },
      slow,
    );

    it(
      'gives listed cars of every kind a 200 vehicle page, and every unlisted car a 404',
      async () => {
        const failures: string[] = [];
        expect(listedSample.length).toBeGreaterThan(20);
        await forEachLimited(listedSample, async (id) => {
          const carSlug = favourites.get(id)?.slug ?? '';
          const { status } = await get(slug, `/cars/${encodeURIComponent(carSlug)}`);
          if (status !== 200) failures.push(`${carSlug}: ${status}`);
        });
        // Its own dealerships' hidden, filtered-out, long-sold and other-status cars, and a sample
        // of the cars other sites list.
        const unlisted = [...site.unlisted.map((car) => car.id), ...othersListed(10)];
        await forEachLimited(unlisted, async (id) => {
          const path = `/cars/${encodeURIComponent(slugOf(id) ?? '')}`;
          const { status } = await get(slug, path);
          if (status !== 404) failures.push(`${path} (not listed): ${status}`);
        });
        expect(failures).toEqual([]);
      },
      slow,
    );

    it(
      'serves every per-car page and API only for cars it lists',
      async () => {
        const routes = (carSlug: string) => [
          `/cars/${carSlug}/enquire`,
          `/cars/${carSlug}/request-photos`,
          `/cars/${carSlug}/find-similar`,
          `/print?car_id=${carSlug}`,
          `/cars/${carSlug}/view.json`,
          `/cars/${carSlug}/autogauge`,
          `/cars/${carSlug}/similar`,
          `/cars/${carSlug}/similar/filter`,
        ];
        const failures: string[] = [];
        const check = async (id: number, expected: number) => {
          for (const path of routes(encodeURIComponent(slugOf(id) ?? ''))) {
            const { status } = await get(slug, path);
            if (status !== expected) failures.push(`${path}: ${status}, not ${expected}`);
          }
        };
        await forEachLimited(
          [...site.unlisted.slice(0, 10).map((car) => car.id), ...othersListed(2)],
          (id) => check(id, 404),
        );
        await forEachLimited(site.listed.slice(0, 3), (id) => check(id, 200));
        expect(failures).toEqual([]);
      },
      slow,
    );

    it('lists exactly its in-stock listed cars in the sitemap', async () => {
      const xml = (await get(slug, '/sitemap.xml')).text;
      const inSitemap = [...xml.matchAll(/\/cars\/([^<]+)<\/loc>/g)].map((match) =>
        decodeURIComponent(match[1] ?? ''),
      );
      const inStock = [...favourites.values()].filter((car) => car.inStock).map((car) => car.slug);
      expect(inSitemap.sort()).toEqual(inStock.sort());
    });

    it(
      'searches only listed cars, and finds every one of them',
      async () => {
        const found = new Set<number>();
        // Unrefined, runs of sold cars collapse into one; refined to sold, every sold car shows.
        for (const query of ['', 'refinementList[status][0]=sold']) {
          for (let page = 1, pages = 1; page <= pages; page++) {
            const body = await getJson<{ hits: { id: number; slug: string }[]; pages: number }>(
              slug,
              `/api/search?facets=&page=${page}${query ? `&${query}` : ''}`,
            );
            pages = body.pages;
            for (const hit of body.hits) {
              expect(favourites.get(hit.id)?.slug, `search hit ${hit.id}`).toBe(hit.slug);
              found.add(hit.id);
            }
          }
        }
        expect(sorted(found)).toEqual(sorted(listed));
      },
      slow,
    );

    it(
      'offers test-drive slots and the booking page only for cars it lists',
      async () => {
        const failures: string[] = [];
        await forEachLimited(probedIds, async (id) => {
          const { status } = await get(slug, `/api/test-drive/slots?car_id=${id}`);
          const expected = listed.has(id) ? 200 : 404;
          if (status !== expected) failures.push(`slots for car ${id}: ${status}, not ${expected}`);
        });
        const sample = [
          ...site.unlisted.map((car) => car.id),
          ...site.listed.slice(0, 5),
          ...othersListed(3),
        ];
        await forEachLimited(sample, async (id) => {
          const { status, text } = await get(slug, `/book-test-drive?car_id=${id}`);
          const named = text.includes(slugOf(id) ?? '-');
          if (status !== 200 || named !== listed.has(id))
            failures.push(`book-test-drive?car_id=${id}: ${status}, names the car: ${named}`);
        });
        expect(failures).toEqual([]);
      },
      slow,
    );
  },
);
