// Service page budget (issue 12): server render median of /service, like the vehicle page's < 40 ms warm.
// Run: npm run bench:service-page   (builds first if stale; BENCH_PORT to change the port)

import { readArguments } from '@forecourt/db/cli/command-line';
import { get, median, percentile, startAppServer } from './lib/app-server.ts';

readArguments(
  `Usage: npm run bench:service-page   (BENCH_PORT to change the port)\nServer render of the service, parts and warranty pages (target median < 40 ms warm).`,
  {},
);

const port = Number(process.env.BENCH_PORT ?? 3298);
const requests = Number(process.env.REQUESTS ?? 300);
const pages = [
  ['harbour-ford', '/service'],
  ['harbour-ford', '/ford-service'],
  ['southern-cross', '/service'],
  ['outback-caravans', '/vehicle-parts-and-accessories'],
  ['redline-moto', '/warranty'],
] as const;

const server = await startAppServer(port);
try {
  for (const [site, path] of pages) {
    // Warm up: the first requests compile and cache per process.
    for (let i = 0; i < 40; i++) await get(port, `${site}.localhost`, path);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const response = await get(port, `${site}.localhost`, path);
      if (response.status !== 200) throw new Error(`${site}${path} answered ${response.status}`);
      times.push(response.ms);
    }
    console.log(
      `server render of ${site}${path} (${requests} sequential requests, warm): median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (target median < 40 ms)`,
    );
  }
} finally {
  await server.stop();
}
