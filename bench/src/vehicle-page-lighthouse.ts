// Lighthouse (mobile preset, Debian Chromium) on a vehicle page: median of 3 runs.
// Run: npm run bench:vehicle-lighthouse   (builds first if stale; RUNS to change the count;
// BENCH_PATH=/locations/harbour-ford-cleveland measures another page of the site instead)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get, median, startAppServer } from './lib/app-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3297);
const site = process.env.BENCH_SITE ?? 'harbour-ford';
const runs = Number(process.env.RUNS ?? 3);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

const server = await startAppServer(port);
try {
  const sitemap = (await get(port, `${site}.localhost`, '/sitemap.xml')).body.toString();
  const slug = process.env.BENCH_SLUG ?? /\/cars\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
  const url = `http://${site}.localhost:${port}${process.env.BENCH_PATH ?? `/cars/${slug}`}`;
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  // One unmeasured visit fills the image optimiser's cache, as on any live site.
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
  const metric = (key: string) => median(reports.map((r) => r.audits[key]?.numericValue ?? 0));
  console.log(`Lighthouse mobile, ${url}, median of ${runs}:`);
  console.log(
    `  Performance ${score('performance')} (≥ 95), Accessibility ${score('accessibility')} (100), Best Practices ${score('best-practices')} (≥ 95), SEO ${score('seo')} (100)`,
  );
  console.log(
    `  LCP ${metric('largest-contentful-paint').toFixed(0)} ms, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)} (≤ 0.02), FCP ${metric('first-contentful-paint').toFixed(0)} ms`,
  );
  const last = reports[reports.length - 1];
  // The whole last report, for finding what a score lost (LCP element, long tasks, requests).
  const saved = join(tmpdir(), `lighthouse-${site}.json`);
  writeFileSync(saved, JSON.stringify(last));
  console.log(`  last report: ${saved}`);
  const failing = Object.entries(last?.audits ?? {})
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id} (${audit.title})`);
  if (failing.length > 0) console.log(`  audits below 0.9 in the last run: ${failing.join('; ')}`);
} finally {
  await server.stop();
}

function lighthouseArgs(url: string): string[] {
  return [
    url,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    '--output=json',
    '--quiet',
  ];
}
