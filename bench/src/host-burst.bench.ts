// npm run bench:host-burst
// Issue 24 §1: one client sends catalogue-feed requests for one site with a new Host port each
// time (80 requests, 8 at once, as the attack did). Meanwhile another site's search is timed.
// Target: its median within 2× its unloaded median, and no response carrying the varied port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArguments } from '@forecourt/db/cli/command-line';
import { cleanUpOnExit } from '@forecourt/testing/clean-up-on-exit';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { get, startAppServer } from './lib/app-server.ts';
import { summarise } from './search-mix.ts';

readArguments(
  `Usage: npm run bench:host-burst\nAnother site's search while one client requests a feed with a new Host port each time. Target: p50 ≤ 2× unloaded, no varied port in any response.`,
  {},
);

const port = Number(process.env.BENCH_PORT ?? 3297);
const victim = 'harbour-ford.localhost';
const searchPath = '/api/search?refinementList[make][]=Ford&sortBy=price-asc';
const root = fileURLToPath(new URL('../..', import.meta.url));

async function timeSearches(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < count; run++) {
    const response = await get(port, victim, searchPath);
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    times.push(response.ms);
  }
  return times;
}

console.log('Starting the app on the demo database…');
const server = await startAppServer(port);
try {
  // The feed is built once per stock change whoever asks first; the probe is what comes after.
  await sendToSite(port, 'southern-cross.localhost', {
    path: '/feeds/google-vehicles.xml',
    timeoutMs: 60_000,
    localAddress: '127.0.0.2',
  });
  await timeSearches(20);
  const unloaded = summarise(await timeSearches(100));

  // The attacker is another process, as it would be another machine: in this one, reading its
  // 2 MB answers would stall the event loop that times the searches.
  const attacker = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [fileURLToPath(new URL('./host-burst-attacker.ts', import.meta.url))],
    { env: { ...process.env, BENCH_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const cancelCleanUp = cleanUpOnExit(() => attacker.kill('SIGKILL'));
  let report = '';
  attacker.stdout.on('data', (chunk: Buffer) => {
    report += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => attacker.once('exit', resolve));
  let attacking = true;
  void exited.then(() => {
    attacking = false;
  });
  // Searches start with the burst: the attacker says when its first requests are out.
  while (attacking && !report.includes('started')) await new Promise((r) => setTimeout(r, 1));
  const started = performance.now();
  const during: number[] = [];
  while (attacking) during.push(...(await timeSearches(1)));
  if ((await exited) !== 0) throw new Error('The attacker failed');
  cancelCleanUp();
  const burstMs = performance.now() - started;
  const { statuses, builds, leaked } = JSON.parse(report.slice(report.indexOf('{'))) as {
    statuses: Record<string, number>;
    builds: number;
    leaked: number;
  };
  const loaded = summarise(during);

  const ratio = loaded.p50 / unloaded.p50;
  console.log(
    `${victim}${searchPath}: unloaded p50 ${unloaded.p50.toFixed(1)} ms, p95 ${unloaded.p95.toFixed(1)} ms; ` +
      `during the burst (${during.length} searches) p50 ${loaded.p50.toFixed(1)} ms, p95 ${loaded.p95.toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms`,
  );
  console.log(
    `Burst: 80 feed requests, 8 at once, a new Host port each, in ${(burstMs / 1000).toFixed(1)} s; ` +
      `statuses ${JSON.stringify(statuses)}; feeds built ${builds}; responses carrying the varied port ${leaked}`,
  );
  const pass = ratio <= 2 && leaked === 0;
  console.log(
    `Target: search p50 during the burst ≤ 2× unloaded (${ratio.toFixed(2)}×), no varied port in any response: ${pass ? 'PASS' : 'FAIL'}`,
  );
  if (!pass) process.exitCode = 1;
} finally {
  await server.stop();
}
