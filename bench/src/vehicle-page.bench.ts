// Vehicle page budgets (issue 4): server render median < 40 ms warm, first-load JS ≤ 220 KB gzip.
// Run: npm run bench:vehicle-page   (builds first if stale; BENCH_PORT to change the port)
import { gzipSync } from 'node:zlib';
import { readArguments } from '@forecourt/db/cli/command-line';
import { get, median, percentile, startAppServer } from './lib/app-server.ts';

readArguments(
  `Usage: npm run bench:vehicle-page   (BENCH_PORT to change the port)\nVehicle page render (target median < 40 ms warm) and first-load JavaScript (target ≤ 220 KB gzip).`,
  {},
);

const port = Number(process.env.BENCH_PORT ?? 3298);
const site = process.env.BENCH_SITE ?? 'harbour-ford';
const requests = Number(process.env.REQUESTS ?? 300);

const server = await startAppServer(port);
try {
  const sitemap = (await get(port, `${site}.localhost`, '/sitemap.xml')).body.toString();
  const slugs = [...sitemap.matchAll(/\/cars\/([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  if (slugs.length < 20) throw new Error(`too few vehicles on ${site}`);
  const pick = (i: number) => `/cars/${slugs[i % 40]}`;

  // Warm up: the first requests compile and cache per process.
  for (let i = 0; i < 80; i++) await get(port, `${site}.localhost`, pick(i));
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const response = await get(port, `${site}.localhost`, pick(i));
    if (response.status !== 200) throw new Error(`${pick(i)} answered ${response.status}`);
    times.push(response.ms);
  }
  console.log(
    `server render of /cars/{slug} (${requests} sequential requests over 40 cars, warm): median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (target median < 40 ms)`,
  );

  const html = (await get(port, `${site}.localhost`, pick(0))).body.toString();
  // Modern browsers skip noModule scripts (legacy polyfills): they are counted apart.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
  const scripts = [...new Set(tags.map((m) => m[1] ?? ''))];
  const legacy = new Set(tags.filter((m) => /nomodule/i.test(m[0])).map((m) => m[1] ?? ''));
  let total = 0;
  let legacyTotal = 0;
  let firstLoadCode = '';
  for (const src of scripts) {
    const body = (await get(port, `${site}.localhost`, src)).body;
    const size = gzipSync(body, { level: 9 }).length;
    if (legacy.has(src)) legacyTotal += size;
    else {
      total += size;
      firstLoadCode += body.toString();
    }
  }
  console.log(
    `first-load JavaScript of a vehicle page: ${scripts.length - legacy.size} scripts, ${(total / 1024).toFixed(1)} KB gzip (target ≤ 220 KB); with the noModule polyfills older browsers also load: ${((total + legacyTotal) / 1024).toFixed(1)} KB`,
  );
  // Texts found only in the code that must wait until the shopper uses it.
  const lazy = {
    'gallery viewer': 'Gallery views',
    '360 spinner': 'Loading the 360° view',
    'full screen': 'Close full screen',
    'similar-cars carousel (embla)': 'Previous similar vehicle',
  };
  for (const [part, marker] of Object.entries(lazy)) {
    console.log(
      `  ${part}: ${firstLoadCode.includes(marker) ? 'IN the first load' : 'loaded only when used'}`,
    );
  }
  console.log(`HTML of a vehicle page: ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`);
} finally {
  await server.stop();
}
