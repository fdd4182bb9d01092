// The attacking client of bench:host-burst, in its own process: 80 catalogue-feed requests for
// one site, 8 at once, each with a new Host port. Prints 'started', then what came back as JSON.
import { sendToSite } from '@forecourt/testing/send-to-site';

const port = Number(process.env.BENCH_PORT);
const requests = 80;
const parallel = 8;

const statuses: Record<string, number> = {};
let builds = 0;
let leaked = 0;
let next = 0;
async function attack(): Promise<void> {
  while (next < requests) {
    const variedPort = 21000 + next++;
    const answer = await sendToSite(port, `southern-cross.localhost:${variedPort}`, {
      path: '/feeds/google-vehicles.xml',
      timeoutMs: 60_000,
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (String(answer.headers['server-timing']).startsWith('build')) builds++;
    if (answer.text.includes(`:${variedPort}`)) leaked++;
  }
}
const burst = Promise.all(Array.from({ length: parallel }, attack));
process.stdout.write('started\n');
await burst;
process.stdout.write(`${JSON.stringify({ statuses, builds, leaked })}\n`);
