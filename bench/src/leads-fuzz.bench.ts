// Fuzz (issue 6): 10,000 random payloads (fast-check) against each lead endpoint of the built
// app → 0 responses ≥ 500. The site's captcha is off and its form tokens are signed here, so
// well-formed payloads reach the form rules and storage rather than stopping at the captcha.
// Run: npm run bench:leads-fuzz [-- --runs 10000 --seed 42 --concurrency 8]
import { parseArgs } from 'node:util';
import { signFormToken } from '../../apps/web/src/server/leads/form-token.ts';
import {
  type FuzzOutcome,
  fuzzEndpoint,
  leadFuzzEndpoints,
} from '../../apps/web/src/server/leads/testing/lead-fuzz.ts';
import { startSmtpSink } from '../../apps/web/src/server/leads/testing/receivers.ts';
import { sendToSite } from '../../apps/web/src/server/testing/send-to-site.ts';
import { BENCH_SITE, FORM_SECRET, prepareLeadApp } from './leads/lead-app.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3341' },
  },
});
const port = Number(values.port);
const seed = Number(values.seed);

const smtp = await startSmtpSink();
const app = await prepareLeadApp({ port, databaseUrl: null, smtpUrl: smtp.url });
await app.start();
const host = `${BENCH_SITE}.localhost:${port}`;
const listed = JSON.parse((await sendToSite(port, host, { path: '/api/search' })).text) as {
  hits: { id: number }[];
};
const target = {
  port,
  host,
  carIds: listed.hits.map((hit) => hit.id),
  formToken: () => signFormToken(FORM_SECRET, app.siteId, new Date(Date.now() - 10_000)),
};

console.log(`Fuzzing ${values.runs} requests per endpoint (seed ${seed})…`);
const outcomes: FuzzOutcome[] = [];
for (const endpoint of leadFuzzEndpoints(target)) {
  const started = Date.now();
  const outcome = await fuzzEndpoint(target, endpoint, {
    runs: Number(values.runs),
    seed,
    concurrency: Number(values.concurrency),
  });
  outcomes.push(outcome);
  const statuses = Object.entries(outcome.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `  ${endpoint.name}: ${outcome.sent} sent in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `${outcome.failures.length} ≥ 500 [${statuses}]`,
  );
  for (const failure of outcome.failures.slice(0, 3)) console.log('   ', JSON.stringify(failure));
}
await app.stop();
await smtp.close();

const failures = outcomes.reduce((sum, outcome) => sum + outcome.failures.length, 0);
const sent = outcomes.reduce((sum, outcome) => sum + outcome.sent, 0);
console.log(
  `${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} responses ≥ 500 of ${sent} (target 0), seed ${seed}`,
);
process.exit(failures === 0 ? 0 : 1);
