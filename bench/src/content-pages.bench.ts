// Content pages of issue 12: server render median and p95 of a location page, /dealerships,
// /service and /reviews (target: median < 40 ms warm, issue 12's budget as bench:service-page),
// plus the first-load JavaScript of a location page (target ≤ 190 KB gzip, the search page's
// budget for phones on slow networks).
// Run: npm run bench:content-pages   (builds first if stale; BENCH_PORT, REQUESTS to change)

import { readArguments } from '@forecourt/db/cli/command-line';
import { get, measurePageScripts, median, percentile, startAppServer } from './lib/app-server.ts';
import { reportTargets } from './lib/report-targets.ts';

readArguments(
  `Usage: npm run bench:content-pages   (BENCH_PORT, REQUESTS to change)\nServer render of content pages (target median < 40 ms warm) and a location page's first-load JavaScript (target ≤ 190 KB gzip).`,
  {},
);

const port = Number(process.env.BENCH_PORT ?? 3297);
const requests = Number(process.env.REQUESTS ?? 200);
const warmup = 30;
const renderTargetMs = 40;
const scriptsTargetKb = 190;
const missed: string[] = [];

const pages: { site: string; path: string; label: string }[] = [
  { site: 'harbour-ford', path: '/locations/harbour-ford-cleveland', label: '/locations/{slug}' },
  {
    site: 'southern-cross',
    path: '/locations/southern-cross-toyota-parramatta',
    label: '/locations/{slug} (group)',
  },
  { site: 'southern-cross', path: '/dealerships', label: '/dealerships (7 locations)' },
  { site: 'harbour-ford', path: '/service', label: '/service' },
  { site: 'harbour-ford', path: '/reviews', label: '/reviews' },
];

const server = await startAppServer(port);
try {
  for (const { site, path, label } of pages) {
    const host = `${site}.localhost`;
    const first = await get(port, host, path);
    if (first.status !== 200) throw new Error(`${site}${path} answered ${first.status}`);
    for (let i = 0; i < warmup; i++) await get(port, host, path);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const response = await get(port, host, path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      times.push(response.ms);
    }
    if (median(times) >= renderTargetMs) missed.push(`${label} on ${site}`);
    console.log(
      `server render of ${label} on ${site} (${requests} sequential requests, warm): median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (target median < ${renderTargetMs} ms), ${(first.body.length / 1024).toFixed(0)} KB HTML`,
    );
  }
  const location = pages[0];
  if (location) {
    const html = (await get(port, `${location.site}.localhost`, location.path)).body.toString();
    const scripts = await measurePageScripts(port, `${location.site}.localhost`, html);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    if (total / 1024 > scriptsTargetKb) missed.push('location page JavaScript');
    console.log(
      `first-load JavaScript of a location page: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (target ≤ ${scriptsTargetKb} KB)`,
    );
  }
  reportTargets(missed);
} finally {
  await server.stop();
}
