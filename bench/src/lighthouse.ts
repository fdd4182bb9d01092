// Lighthouse (mobile preset, Debian Chromium) on one page of one or more demo sites: median of RUNS.
// Run: npm run bench:lighthouse -- search   (or vehicle, or any path such as /finance)
//      BENCH_SITE=harbour-ford,southern-cross RUNS=5 npm run bench:lighthouse -- search
//      npm run bench:lighthouse -- all   every storefront page type beside the floor (the bare
//      platform index, the least a page through this stack costs), in one run, with each page's
//      difference from the floor, measured round by round. Target: performance within 3 points,
//      TBT ≤ 1.3× the floor's.
// `npm run bench:vehicle-lighthouse` is the vehicle page (BENCH_SLUG picks the car).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArguments } from '@forecourt/db/cli/command-line';
import { get, median, startAppServer } from './lib/app-server.ts';

readArguments(
  `Usage: npm run bench:lighthouse -- search|vehicle|home|finance|offers|all|/any/path\nLighthouse mobile scores, median of RUNS (BENCH_SITE, BENCH_SLUG, BENCH_LOCATION, CHROME_PATH). all: every page type beside the floor; target performance within 3 points, TBT ≤ 1.3× the floor's.`,
  {},
  { positionals: true },
);

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
      const targets = [{ name: 'floor', url: `http://localhost:${port}/` }];
      for (const name of pageTypes) {
        const path = await (pages[name] as (site: string) => Promise<string>)(site);
        targets.push({ name, url: `http://${site}.localhost:${port}${path}` });
      }
      // Round by round, the floor and every page in each, so that the machine's drift over the
      // run (a background job, a warmer server) falls on all of them alike.
      for (const { url } of targets) runLighthouse(url);
      const reports = targets.map((): Report[] => []);
      for (let run = 0; run < runs; run++) {
        targets.forEach(({ url }, index) => {
          const report = runLighthouse(url);
          if (report) reports[index]?.push(report);
        });
      }
      const measured = targets.map(({ name, url }, index) =>
        summarise(name, url, reports[index] ?? []),
      );
      printTable(site, measured[0] as Measured, measured);
    }
  } else {
    const pathFor = page.startsWith('/')
      ? async () => page
      : (pages[page] as (site: string) => Promise<string>);
    for (const site of sites) {
      measure(`http://${site}.localhost:${port}${await pathFor(site)}`, page, true);
    }
  }
} finally {
  await server.stop();
}

function printTable(site: string, floor: Measured, measured: Measured[]): void {
  console.log(`\nLighthouse mobile on ${site}, median of ${runs}, in rounds with the floor:`);
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

/** One Lighthouse run of `url`: its report, or null (said on the console) when it gave none. */
function runLighthouse(url: string): Report | null {
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const result = spawnSync(`${root}node_modules/.bin/lighthouse`, lighthouseArgs(url), {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env,
  });
  try {
    return JSON.parse(result.stdout) as Report;
  } catch {
    console.log(`  ${url}: a run gave no report (${result.stderr.slice(0, 200)})`);
    return null;
  }
}

function measure(url: string, name: string, detail = false): Measured {
  // One unmeasured visit fills the image optimiser's cache and the site's search index, as on
  // any live site.
  runLighthouse(url);
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) {
    const report = runLighthouse(url);
    if (report) reports.push(report);
  }
  return summarise(name, url, reports, detail);
}

/** The median scores of `reports`, printed; with `detail`, the last report is saved. */
function summarise(name: string, url: string, reports: Report[], detail = false): Measured {
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
