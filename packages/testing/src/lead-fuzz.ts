// Random requests against the lead endpoints (issue 6: no payload may get a response ≥ 500;
// issue 11: nor one carrying NUL, lone surrogates or malformed UTF-8, and every well-formed
// lead is stored). Shared by the e2e fuzz test and `npm run bench:leads-fuzz`. Payloads are
// mostly well-formed submissions with a few fields broken, so they get past JSON parsing and
// the envelope schema into the form rules and storage; the rest are raw garbage.
import { randomUUID } from 'node:crypto';
import { leadFormKinds } from '@forecourt/core/leads';
import fc from 'fast-check';
import { sendToSite } from './send-to-site.ts';
import { type CaptchaChallenge, solveCaptcha } from './solve-captcha.ts';

export interface FuzzTarget {
  /** Port of the running app on 127.0.0.1. */
  port: number;
  /** 'harbour-ford.localhost:3199' */
  host: string;
  /** A fresh signed form token (passes the minimum fill time) or '' when none can be made. */
  formToken: () => string;
  /** Ids of cars listed on the site. */
  carIds: number[];
  /** A day the site's service department takes bookings (yyyy-MM-dd), read from /service. */
  serviceDay?: string | null;
  /** An offer the site shows (its /special-offers grid), for offer enquiries; null when none. */
  offerId?: number | null;
  /** A make and model the site's trade-in form lists (readTradeInVehicle); null: Ford Ranger. */
  tradeInVehicle?: { make: string; model: string } | null;
}

export interface FuzzRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON text, or raw bytes (malformed UTF-8). */
  body?: string | Uint8Array;
  /**
   * A known-good lead mixed into the stream: sent with a solved captcha, as a shopper's browser
   * sends it, it must be stored (answered 2xx).
   */
  control?: boolean;
}

export interface FuzzAnswer {
  request: FuzzRequest;
  status: number;
}

export interface FuzzEndpoint {
  name: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

export interface FuzzOutcome {
  name: string;
  sent: number;
  statuses: Record<string, number>;
  /** Requests answered with 5xx (or not answered), with what came back. */
  failures: { request: FuzzRequest; status: number; answer: string }[];
  /** Every request with its status, for checking what was stored afterwards. */
  answers: FuzzAnswer[];
}

const contactFields = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
const knownFields = [
  ...contactFields,
  'message',
  'category',
  'opt_in',
  'rego',
  'regoState',
  'location_id',
  'preferred_dealership',
  'test_drive_at',
  'vehicle_of_interest',
  'terms_conditions',
  'year',
  'make',
  'model',
  'badge',
  'kms',
  'finance',
  'PreferredContactMethod',
  'vin',
  'vehiclePriceBudget',
  'accident_history',
];

/** A character no lead can store: a C0 control (NUL most often) or half a surrogate pair. */
const unsupportedChar = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0x01, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** Plausible text with such characters in it (JSON.stringify sends surrogates as \uD800). */
export const hostileText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('', 'Jo', 'Ranger', 'jo@example.com'), unsupportedChar, fc.string())
  .map(([before, bad, after]) => `${before}${bad}${after}`.slice(0, 60));

/** Values a field might plausibly hold, near misses of them, and anything JSON can carry. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: hostileText },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  fc.constantFrom(
    'Jo',
    'jo@example.com',
    'not an email',
    '0412 345 678',
    '+61 2 9999 0000',
    '12',
    '4163',
    '41630',
    'General Enquiry',
    'Ford',
    'Ranger',
    '2019',
    '85000',
    'Yes',
    'No',
    'Phone',
    'NSW',
    '2026-11-24T09:00:00+10:00',
    '9999-99-99T99:99',
    '<script>alert(1)</script>',
    "'; drop table leads; --",
    '\u0000',
    '\uD800',
    'Jo\uDFFF',
    'Zoë 🚗\r\n\tNgũgĩ',
    'x'.repeat(5001),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const validValues = {
  name: 'Fuzz',
  last_name: 'Shopper',
  email: 'fuzz@example.com',
  phone: '0412 345 678',
  postcode: '4163',
  message: 'Fuzz enquiry',
  opt_in: true,
  terms_conditions: true,
};

/** The first day /service offers for a booking (its form is rendered on the server), or null. */
export async function readServiceDay(port: number, host: string): Promise<string | null> {
  const page = await sendToSite(port, host, { path: '/service' });
  return /<option value="(\d{4}-\d{2}-\d{2})"/.exec(page.text)?.[1] ?? null;
}

/**
 * The first make /trade-in lists and its first model: the makes are the site's vehicle kinds'
 * (a motorcycle dealer's form has no Ford), so a valid trade-in names one of them.
 */
export async function readTradeInVehicle(
  port: number,
  host: string,
): Promise<{ make: string; model: string } | null> {
  const page = await sendToSite(port, host, { path: '/trade-in' });
  const make = /name="make"><option value="">[^<]*<\/option><option value="([^"]+)"/.exec(
    page.text,
  )?.[1];
  if (!make) return null;
  const answer = await sendToSite(port, host, {
    path: `/api/trade-in/vehicles?make=${encodeURIComponent(make)}`,
  });
  const [model] = (JSON.parse(answer.text) as { models?: string[] }).models ?? [];
  return model ? { make, model } : null;
}

/** The first offer /special-offers links to, or null. */
export async function readOfferId(port: number, host: string): Promise<number | null> {
  const page = await sendToSite(port, host, { path: '/special-offers' });
  const id = /href="\/offers\/(?:[a-z0-9-]+\/)?(\d+)"/.exec(page.text)?.[1];
  return id ? Number(id) : null;
}

/** What each form needs beyond the contact fields to be accepted (demo platform data). */
function getValidExtras(target: FuzzTarget, form: string): Record<string, unknown> {
  if (form === 'service-booking')
    return { rego: 'ABC123', odometer: '45000', preferred_date: target.serviceDay ?? '' };
  if (form === 'trade-in' && target.tradeInVehicle)
    return { ...staticExtras.get(form), ...target.tradeInVehicle };
  return staticExtras.get(form) ?? {};
}

/** Offer enquiries name an offer the site shows; every other form sends none. */
function getOfferId(target: FuzzTarget, form: string): number | null {
  return form === 'offer-enquiry' ? (target.offerId ?? null) : null;
}

const staticExtras = new Map<string, Record<string, unknown>>(
  Object.entries({
    'finance-enquiry': { vehiclePriceBudget: '35000' },
    'test-drive': { vehicle_of_interest: 'Ford Ranger' },
    'careers-enquiry': { role: 'Service technician' },
    'fleet-enquiry': { company: 'Fuzz Fleet Pty Ltd' },
    'trade-in': {
      rego: 'ABC123',
      regoState: 'QLD',
      year: String(new Date().getFullYear() - 3),
      make: 'Ford',
      model: 'Ranger',
      kms: '45000',
      accident_history: 'no',
      mechanical_issues: 'none',
      body_condition: 'good',
      service_history: 'full',
      keys: 'two',
      finance: 'No',
      PreferredContactMethod: 'Phone',
    },
  }),
);

/** A submission close to what the browser sends, with 0–4 of its fields replaced or added. */
function leadSubmission(target: FuzzTarget, form: string): fc.Arbitrary<unknown> {
  const valid = { ...validValues, ...getValidExtras(target, form) };
  const carId = target.carIds.length
    ? fc.oneof(fc.constantFrom(...target.carIds), fc.constant(null))
    : fc.constant(null);
  const values = fc
    .tuple(
      fc.subarray(Object.keys(valid)),
      fc.dictionary(fc.constantFrom(...knownFields), fieldValue, { maxKeys: 4 }),
      fc.dictionary(fc.string({ maxLength: 70 }), fieldValue, { maxKeys: 2 }),
    )
    .map(([dropped, changed, extra]) => {
      const merged: Record<string, unknown> = { ...valid, ...changed, ...extra };
      for (const name of dropped.slice(0, 2)) delete merged[name];
      return merged;
    });
  const submission = fc.record({
    form: fc.oneof(
      { weight: 9, arbitrary: fc.constant(form) },
      fc.string({ maxLength: 20 }),
      fc.integer(),
    ),
    idempotencyKey: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null).map(() => randomUUID()) },
      fc.string({ maxLength: 80 }),
    ),
    values: fc.oneof(
      { weight: 4, arbitrary: fc.constant(valid) },
      { weight: 5, arbitrary: values },
      fc.jsonValue({ maxDepth: 2 }),
    ),
    carId: fc.oneof({ weight: 12, arbitrary: carId }, fc.integer(), fc.string({ maxLength: 6 })),
    offerId: fc.oneof(
      { weight: 8, arbitrary: fc.constant(getOfferId(target, form)) },
      fc.integer(),
      fc.string({ maxLength: 6 }),
    ),
    prefill: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      fc.record({
        preferredDealership: fc.oneof(fc.constant(null), fc.string({ maxLength: 120 })),
        budget: fc.oneof(fc.constant(null), fc.integer()),
      }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    attribution: fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record({
          url: fc.oneof(fc.webUrl(), fc.string({ maxLength: 50 }), hostileText),
          visitedPages: fc.array(fc.oneof(fc.string({ maxLength: 30 }), hostileText), {
            maxLength: 60,
          }),
          linkedQueryParams: fc.dictionary(
            fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('utm_source', 'gclid')),
            fc.oneof(fc.string({ maxLength: 10 }), hostileText),
          ),
        }),
      },
      fc.jsonValue({ maxDepth: 1 }),
    ),
    antiSpam: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null).map(() => ({ formToken: target.formToken() })) },
      fc.record({
        formToken: fc.string({ maxLength: 120 }),
        altcha: fc.oneof(fc.constant(null), fc.base64String({ maxLength: 200 })),
        honeypot: fc.string({ maxLength: 10 }),
      }),
    ),
  });
  return submission;
}

/** Byte sequences that are not UTF-8: stray bytes, a truncated sequence, an encoded surrogate, overlong NUL. */
const malformedUtf8 = fc.constantFrom(
  [0xff],
  [0xc3, 0x28],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xc0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
);

/** JSON text with malformed UTF-8 spliced in: often inside a string value, sometimes anywhere. */
function withMalformedUtf8(json: string, bad: readonly number[], at: number): Uint8Array {
  const bytes = Buffer.from(json);
  const quote = bytes.indexOf(0x22, at % Math.max(1, bytes.length));
  const offset = quote >= 0 ? quote + 1 : at % (bytes.length + 1);
  return Buffer.concat([bytes.subarray(0, offset), Buffer.from(bad), bytes.subarray(offset)]);
}

/** A body as bytes on the wire: JSON of the value, or something that is not quite JSON. */
function body(value: fc.Arbitrary<unknown>): fc.Arbitrary<string | Uint8Array> {
  return fc.oneof(
    { weight: 30, arbitrary: value.map((payload) => JSON.stringify(payload) ?? '') },
    {
      weight: 3,
      arbitrary: fc
        .tuple(value, malformedUtf8, fc.nat())
        .map(([payload, bad, at]) => withMalformedUtf8(JSON.stringify(payload) ?? '', bad, at)),
    },
    value.map((payload) => (JSON.stringify(payload) ?? '').slice(0, -1)),
    fc.jsonValue().map((payload) => JSON.stringify(payload)),
    fc.string({ maxLength: 200 }),
    fc.constant(''),
  );
}

/**
 * A lead every form must accept, with text that is unusual but supported (accents, emoji,
 * line breaks, quotes): mixed into the stream, it must be stored (answered 2xx).
 */
function controlLead(target: FuzzTarget, form: string): fc.Arbitrary<FuzzRequest> {
  const text = fc.constantFrom(
    'Zoë Ngũgĩ',
    "🚗 O'Brien-Smith",
    "'; drop table leads; --",
    'Line one\r\nLine two\twith a tab',
    '\uD83D\uDE97 paired surrogates',
  );
  return fc.tuple(text, text).map(([name, message]) => ({
    method: 'POST',
    path: '/api/leads',
    control: true,
    body: JSON.stringify({
      form,
      idempotencyKey: randomUUID(),
      values: { ...validValues, ...getValidExtras(target, form), name, message },
      carId: null,
      offerId: getOfferId(target, form),
      attribution: { url: `http://${target.host}/contact?utm_source=a%00b`, visitedPages: ['/'] },
      antiSpam: { formToken: target.formToken() },
    }),
  }));
}

const queryValue = fc.oneof(
  fc.nat().map(String),
  fc.integer().map(String),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '0', '-1', '1e3', '99999999999', '%', 'Ford', 'Ranger'),
);

function query(names: string[]): fc.Arbitrary<string> {
  return fc
    .dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })), queryValue, {
      maxKeys: 3,
    })
    .map((params) => new URLSearchParams(params).toString());
}

/** Every lead endpoint: one per form kind for POST /api/leads, then the others. */
export function leadFuzzEndpoints(target: FuzzTarget): FuzzEndpoint[] {
  const carIds = target.carIds.length ? target.carIds : [1];
  return [
    ...leadFormKinds.map((form) => ({
      name: `POST /api/leads (${form})`,
      requests: fc.oneof(
        {
          weight: 19,
          arbitrary: body(leadSubmission(target, form)).map(
            (text): FuzzRequest => ({ method: 'POST', path: '/api/leads', body: text }),
          ),
        },
        controlLead(target, form),
      ),
    })),
    {
      name: 'POST /api/leads/offer',
      requests: body(
        fc.record({
          leadId: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer(), fc.string()),
          idempotencyKey: fc.oneof(fc.uuid(), fc.string({ maxLength: 70 })),
        }),
      ).map((text): FuzzRequest => ({ method: 'POST', path: '/api/leads/offer', body: text })),
    },
    {
      name: 'GET /api/test-drive/slots',
      requests: fc
        .oneof(
          query(['car_id', 'location_id']),
          fc.constantFrom(...carIds).map((id) => `car_id=${id}`),
        )
        .map((search): FuzzRequest => ({ method: 'GET', path: `/api/test-drive/slots?${search}` })),
    },
    {
      name: 'GET /api/trade-in/vehicles',
      requests: query(['make', 'model']).map(
        (search): FuzzRequest => ({ method: 'GET', path: `/api/trade-in/vehicles?${search}` }),
      ),
    },
  ];
}

/** Send `runs` random requests to one endpoint, `concurrency` at a time. */
export async function fuzzEndpoint(
  target: FuzzTarget,
  endpoint: FuzzEndpoint,
  options: { runs: number; seed: number; concurrency: number },
): Promise<FuzzOutcome> {
  const requests = fc.sample(endpoint.requests, { numRuns: options.runs, seed: options.seed });
  const outcome: FuzzOutcome = {
    name: endpoint.name,
    sent: 0,
    statuses: {},
    failures: [],
    answers: [],
  };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < requests.length) {
      const request = requests[next++] as FuzzRequest;
      let status = 0;
      let answer = '';
      // Each request is another client, so the per-client lead limit stays out of the way:
      // the app tells clients apart by socket address (another loopback address), or, behind a
      // trusted proxy (the benchmark runs with one hop), by the address the proxy reports.
      // Numbered across every endpoint of the run: reusing addresses per endpoint would spend
      // one client's limit over several forms.
      const n = clientsSoFar++;
      const a = Math.floor(n / 250) % 250;
      const b = (n % 250) + 1;
      const client = {
        localAddress: `127.18.${a}.${b}`,
        headers: { 'x-forwarded-for': `198.18.${a}.${b}` },
      };
      try {
        const body = request.control
          ? await withSolvedCaptcha(target, request, client)
          : request.body;
        const response = await sendToSite(target.port, target.host, {
          method: request.method,
          path: request.path,
          body,
          ...client,
        });
        status = response.status;
        answer = response.text;
      } catch (error) {
        answer = String(error);
      }
      outcome.sent += 1;
      outcome.statuses[status] = (outcome.statuses[status] ?? 0) + 1;
      outcome.answers.push({ request, status });
      if (status === 0 || status >= 500) {
        outcome.failures.push({ request, status, answer: answer.slice(0, 300) });
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcome;
}

/** Clients used so far in this process (each request gets its own address). */
let clientsSoFar = 0;

/** A control lead's body with a freshly solved captcha (each challenge is good for one lead). */
async function withSolvedCaptcha(
  target: FuzzTarget,
  request: FuzzRequest,
  client: { localAddress: string; headers: Record<string, string> },
): Promise<string> {
  const answer = await sendToSite(target.port, target.host, {
    path: '/api/leads/captcha',
    ...client,
  });
  // 404: the site asks for no captcha (the benchmark's), so the lead goes as it is.
  if (answer.status === 404) return String(request.body);
  const lead = JSON.parse(String(request.body)) as { antiSpam: Record<string, string> };
  lead.antiSpam.altcha = await solveCaptcha(JSON.parse(answer.text) as CaptchaChallenge);
  return JSON.stringify(lead);
}
