// Lighthouse (mobile preset, Debian Chromium) on one page of one or more demo sites: median of RUNS.
// Run: npm run bench:lighthouse -- search   (or vehicle, or any path such as /finance)
//      BENCH_SITE=harbour-ford,southern-cross RUNS=5 npm run bench:lighthouse -- search
//      npm run bench:lighthouse -- all   every storefront page type beside the floor (the bare
//      platform index, the least a page through this stack costs), in one run, with each page's
//      difference from the floor. Target: performance within 3 points, TBT ≤ 1.3× the floor's.
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
  home: async () => '/',
  finance: async () => '/finance',
  offers: async () => '/special-offers',
  warranty: async () => '/warranty',
  // A single-make site links no location page (its cards go to /contact): BENCH_LOCATION names
  // one, by default the README's harbour-ford page.
  location: async () => `/locations/${process.env.BENCH_LOCATION ?? 'harbour-ford-cleveland'}`,
};
/** The page types `all` measures, in the order. */
const pageTypes = ['warranty', 'offers', 'location', 'finance', 'vehicle', 'home', 'search'];

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

interface Measured {
  name: string;
  performance: number;
  tbt: number;
  lcp: number;
}

if (page !== 'all' && !page.startsWith('/') && !Object.hasOwn(pages, page)) {
  console.error(`Unknown page '${page}': use all, ${Object.keys(pages).join(', ')} or a path.`);
  process.exit(1);
}

const server = await startAppServer(port);
try {
  if (page === 'all') {
    for (const site of sites) {
      const floor = await measure(`http://localhost:${port}/`, 'floor');
      const measured: Measured[] = [floor];
      for (const name of pageTypes) {
        const path = await (pages[name] as (site: string) => Promise<string>)(site);
        measured.push(await measure(`http://${site}.localhost:${port}${path}`, name));
      }
      printTable(site, floor, measured);
    }
  } else {
    const pathFor = page.startsWith('/')
      ? async () => page
      : (pages[page] as (site: string) => Promise<string>);
    for (const site of sites) {
      await measure(`http://${site}.localhost:${port}${await pathFor(site)}`, page, true);
    }
  }
} finally {
  await server.stop();
}

function printTable(site: string, floor: Measured, measured: Measured[]): void {
  console.log(`\nLighthouse mobile on ${site}, median of ${runs}, one run beside the floor:`);
  console.log('| page | performance | TBT | LCP | vs floor | target |');
  console.log('|---|---|---|---|---|---|');
  for (const row of measured) {
    const points = row.performance - floor.performance;
    const ratio = floor.tbt > 0 ? row.tbt / floor.tbt : 1;
    const met = points >= -3 && ratio <= 1.3;
    console.log(
      `| ${row.name} | ${row.performance} | ${row.tbt.toFixed(0)} ms | ${(row.lcp / 1000).toFixed(1)} s | ${points >= 0 ? '+' : ''}${points} points, TBT ×${ratio.toFixed(2)} | ${row === floor ? '–' : met ? 'met' : 'MISSED'} |`,
    );
  }
}

async function measure(url: string, name: string, detail = false): Promise<Measured> {
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
    try {
      reports.push(JSON.parse(result.stdout) as Report);
    } catch {
      console.log(`  ${name}: run ${run + 1} gave no report (${result.stderr.slice(0, 200)})`);
    }
  }
  if (reports.length === 0) throw new Error(`Lighthouse gave no report for ${url}`);
  const score = (key: string) =>
    median(reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)));
  const scores = (key: string) =>
    reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)).join(', ');
  const metric = (key: string) => median(reports.map((r) => r.audits[key]?.numericValue ?? 0));
  const measured = {
    name,
    performance: score('performance'),
    tbt: metric('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
  };
  console.log(
    `${name}: ${url}, performance ${measured.performance} (runs ${scores('performance')}), TBT ${measured.tbt.toFixed(0)} ms, LCP ${measured.lcp.toFixed(0)} ms`,
  );
  if (!detail) return measured;
  console.log(
    `  Accessibility ${score('accessibility')} (100), Best Practices ${score('best-practices')} (100), SEO ${score('seo')} (100)`,
  );
  console.log(
    `  CLS ${metric('cumulative-layout-shift').toFixed(3)} (≤ 0.02), FCP ${metric('first-contentful-paint').toFixed(0)} ms`,
  );
  const last = reports[reports.length - 1];
  // The whole last report, for finding what a score lost (LCP element, long tasks, requests).
  const file = page.startsWith('/') ? page.replace(/[^a-z0-9]+/gi, '-') : page;
  const saved = join(tmpdir(), `lighthouse-${new URL(url).hostname}-${file}.json`);
  writeFileSync(saved, JSON.stringify(last));
  console.log(`  last report: ${saved}`);
  const failing = Object.entries(last?.audits ?? {})
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id} (${audit.title})`);
  if (failing.length > 0) console.log(`  audits below 0.9 in the last run: ${failing.join('; ')}`);
  return measured;
}

function lighthouseArgs(url: string): string[] {
  return [
    url,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    '--output=json',
    '--quiet',
  ];
}
