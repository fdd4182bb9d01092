// Lighthouse (mobile preset, Debian Chromium) on one page of one or more demo sites: median of RUNS.
// Run: npm run bench:lighthouse -- search   (or vehicle, or any path such as /finance)
//      BENCH_SITE=harbour-ford,southern-cross RUNS=5 npm run bench:lighthouse -- search
// `npm run bench:vehicle-lighthouse` is the vehicle page (BENCH_SLUG picks the car).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get, median, startAppServer } from './lib/app-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3297);
const sites = (process.env.BENCH_SITE ?? 'harbour-ford').split(',').filter(Boolean);
const runs = Number(process.env.RUNS ?? 3);
const page = process.argv[2] ?? 'vehicle';

/** Named pages; anything starting with '/' is taken as a path. */
const pages: Record<string, (site: string) => Promise<string>> = {
  vehicle: async (site) => {
    const sitemap = (await get(port, `${site}.localhost`, '/sitemap.xml')).body.toString();
    return `/cars/${process.env.BENCH_SLUG ?? /\/cars\/([^<]+)<\/loc>/.exec(sitemap)?.[1]}`;
  },
  // Every car the site shows: the largest search page, and where 'Search' in the header goes.
  search: async () => '/search/new-used-and-demo-cars',
};
const pathFor = page.startsWith('/') ? async () => page : pages[page];
if (!pathFor) {
  console.error(`Unknown page '${page}': use ${Object.keys(pages).join(', ')} or a path.`);
  process.exit(1);
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

const server = await startAppServer(port);
try {
  for (const site of sites) await measure(site, await pathFor(site));
} finally {
  await server.stop();
}

async function measure(site: string, path: string): Promise<void> {
  const url = `http://${site}.localhost:${port}${path}`;
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  // One unmeasured visit fills the image optimiser's cache and the site's search index, as on
  // any live site.
  spawnSync(`${root}node_modules/.bin/lighthouse`, lighthouseArgs(url), { encoding: 'utf8', env });
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) {
    const result = spawnSync(`${root}node_modules/.bin/lighthouse`, lighthouseArgs(url), {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env,
    });
    reports.push(JSON.parse(result.stdout) as Report);
  }
  const score = (key: string) =>
    median(reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)));
  const scores = (key: string) =>
    reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)).join(', ');
  const metric = (key: string) => median(reports.map((r) => r.audits[key]?.numericValue ?? 0));
  console.log(`Lighthouse mobile, ${url}, median of ${runs}:`);
  console.log(
    `  Performance ${score('performance')} (≥ 95; runs ${scores('performance')}), Accessibility ${score('accessibility')} (100), Best Practices ${score('best-practices')} (100), SEO ${score('seo')} (100)`,
  );
  console.log(
    `  LCP ${metric('largest-contentful-paint').toFixed(0)} ms, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)} (≤ 0.02), FCP ${metric('first-contentful-paint').toFixed(0)} ms`,
  );
  const last = reports[reports.length - 1];
  // The whole last report, for finding what a score lost (LCP element, long tasks, requests).
  const name = page.startsWith('/') ? page.replace(/[^a-z0-9]+/gi, '-') : page;
  const saved = join(tmpdir(), `lighthouse-${site}-${name}.json`);
  writeFileSync(saved, JSON.stringify(last));
  console.log(`  last report: ${saved}`);
  const failing = Object.entries(last?.audits ?? {})
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id} (${audit.title})`);
  if (failing.length > 0) console.log(`  audits below 0.9 in the last run: ${failing.join('; ')}`);
}

function lighthouseArgs(url: string): string[] {
  return [
    url,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    '--output=json',
    '--quiet',
  ];
}
