import {
  fuzzEndpoint,
  leadFuzzEndpoints,
  readOfferId,
  readServiceDay,
  readTradeInVehicle,
} from '@forecourt/testing/lead-fuzz';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { waitOutFillTime } from './lib/leads.ts';

// A smaller run of `npm run bench:leads-fuzz` (10,000 per endpoint) on every test run, against
// the demo app as shipped: captcha on, default rate limits. redline-moto takes no other lead in
// e2e, so its limits are not spent for the other tests. Payloads include NUL bytes, lone
// surrogates and malformed UTF-8; known-good control leads mixed in (captcha solved, as a browser
// sends them) must be stored (the API answers 2xx only once a lead is committed). The bench
// checks every accepted lead against the database; here the server holds the database's folder.
// 200 per endpoint, a new seed each run: across runs the payloads keep varying, and the suite's
// time goes where a run finds more (CI must stay under 12 minutes).
const RUNS = Number(process.env.E2E_FUZZ_RUNS ?? 200);
const SEED = Number(process.env.E2E_FUZZ_SEED ?? Date.now() % 1_000_000);

describe(`lead endpoints under random payloads (seed ${SEED})`, async () => {
  const port = appPort();
  const host = `redline-moto.localhost:${port}`;
  const get = async (path: string) => JSON.parse((await sendToSite(port, host, { path })).text);
  const session = (await get('/api/leads/session')) as { formToken: string };
  const answeredAt = Date.now();
  const listed = (await get('/api/search')) as { hits: { id: number }[] };
  const target = {
    port,
    host,
    carIds: listed.hits.map((hit) => hit.id),
    formToken: () => session.formToken,
    serviceDay: await readServiceDay(port, host),
    offerId: await readOfferId(port, host),
    tradeInVehicle: await readTradeInVehicle(port, host),
  };
  // Past the minimum fill time, so some payloads are stored rather than flagged for speed.
  await waitOutFillTime(answeredAt);

  for (const endpoint of leadFuzzEndpoints(target)) {
    it(`${endpoint.name} never answers 5xx`, async () => {
      const outcome = await fuzzEndpoint(target, endpoint, {
        runs: RUNS,
        seed: SEED,
        concurrency: 4,
      });
      expect(outcome.sent).toBe(RUNS);
      expect(outcome.failures).toEqual([]);
      const lostControls = outcome.answers.filter(
        ({ request, status }) => request.control && status !== 201 && status !== 200,
      );
      expect(lostControls).toEqual([]);
    });
  }
});
