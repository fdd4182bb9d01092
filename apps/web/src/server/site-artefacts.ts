import 'server-only';
import { queryRows, schema } from '@forecourt/db';
import { inArray, sql } from 'drizzle-orm';
import { getDatabase } from './database.ts';
import { createProcessCache } from './process-cache.ts';
import { getSiteForHost, type Site } from './site.ts';

/** A generated per-site value, and whether this request paid for building it. */
export interface Artefact<V> {
  value: V;
  built: boolean;
}

/**
 * A generated file as served: encoded once, when it is built. It is not gzipped here: Next drops
 * a route's own Content-Encoding and compresses the body itself for clients that accept it.
 */
export interface ArtefactFile {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

/** A file's text, encoded for every request to share. */
export function toArtefactFile(text: string, contentType: string): ArtefactFile {
  return { contentType, body: new TextEncoder().encode(text) };
}

// Keys are the site's id and revision and its stock version — nothing a request chooses — so
// however a client varies its Host header, each artefact is built once per stock or config
// change. Time-dependent content (sold windows, offer dates) is covered by the time to live.
const artefacts = createProcessCache<unknown>('site-artefacts', 10 * 60_000, 400);

/**
 * The site's `name` artefact (catalogue feeds, sitemap), built by `build` when the site's stock
 * or config changed since it was last built, shared by every request until then. Concurrent
 * requests for a missing artefact wait for one build.
 */
export async function getSiteArtefact<V>(
  name: string,
  site: Site,
  build: () => Promise<V>,
): Promise<Artefact<V>> {
  const key = `${name}|${site.id}|${site.revision}|${await getStockVersion(site)}`;
  let built = false;
  const value = (await artefacts.get(key, () => {
    built = true;
    return build();
  })) as V;
  return { value, built };
}

// The stock version is a query; asked by every artefact request it would be most of a cached
// answer's cost. Artefacts are sent cacheable for minutes, so noticing a stock change a few
// seconds late changes nothing a crawler sees.
const stockVersions = createProcessCache<string>('stock-versions', 5_000, 400);

/**
 * Changes whenever a car of the site's dealerships is added, removed or written (seen within
 * five seconds).
 */
function getStockVersion(site: Site): Promise<string> {
  return stockVersions.get(`${site.id}|${site.dealershipIds.join(',')}`, () =>
    readStockVersion(site),
  );
}

async function readStockVersion(site: Site): Promise<string> {
  const { db } = await getDatabase();
  const ids = site.dealershipIds.length > 0 ? site.dealershipIds : [-1];
  // Raw: max(updated_at)::text keeps the microseconds a Date would round away.
  const [version] = await queryRows<{ count: number; changed: string | null }>(
    db,
    sql`select count(*)::int as count, max(${schema.cars.updatedAt})::text as changed from ${schema.cars} where ${inArray(schema.cars.dealershipId, ids)}`,
  );
  return `${version?.count ?? 0}|${version?.changed ?? ''}`;
}

type RouteContext = { params: Promise<{ host: string }> };

/**
 * A GET handler serving one of a site's generated files: public and cacheable for
 * `maxAgeSeconds`. The edge rations these paths per client (edge/client-share.mjs).
 * Server-Timing says whether the request paid for a build.
 */
export function serveSiteArtefact(
  maxAgeSeconds: number,
  load: (site: Site) => Promise<Artefact<ArtefactFile>>,
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (_request, { params }) => {
    const site = await getSiteForHost(decodeURIComponent((await params).host));
    if (!site) return new Response('Not found', { status: 404 });
    const started = performance.now();
    const { value: file, built } = await load(site);
    const ms = (performance.now() - started).toFixed(1);
    return new Response(streamOf(file.body), {
      headers: {
        'content-type': file.contentType,
        'cache-control': `public, max-age=${maxAgeSeconds}`,
        'server-timing': built ? `build;dur=${ms}` : `cache;desc=hit;dur=${ms}`,
      },
    });
  };
}

/**
 * The cached bytes as a body without copying them: a Uint8Array body is copied whole for each
 * response (2 MB for a feed), and a byte stream would detach the shared buffer.
 */
function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
