import { readOrNull } from '@forecourt/core/json';
import type { TradeInValuation } from '@forecourt/core/leads';
import {
  LEAD_ANALYTICS_EVENTS,
  LEAD_MESSAGES,
  type LeadFormKind,
  readLeadAnswer,
} from '@forecourt/core/leads';
import { trackEvent } from '@/lib/analytics';
import { type JsonAnswer, postJson } from '@/lib/json-client';
import {
  enquiredCarsSlice,
  linkedParamsSlice,
  userDetailsSlice,
  visitedPagesSlice,
} from '@/lib/shopper-state/lead-slices';
import { prependItem } from '@/lib/shopper-state/list-slice';
import { readList, updateList } from '@/lib/shopper-state/store';

/** What a lead form does next: go to success, or show the reasons. */
export type LeadOutcome =
  | { ok: true; leadId: number; valuation: TradeInValuation | null }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: Record<string, string>;
      code: string | null;
    };

/** A random key made when a form appears; works without a secure context too. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST a JSON body, retrying when the network or the server was unavailable (status 0 or 503):
 * the idempotency key inside the body makes every retry the same lead.
 */
export async function postWithRetries(
  url: string,
  body: unknown,
  retries = 3,
): Promise<JsonAnswer> {
  let last: JsonAnswer = { status: 0, ok: false, body: null };
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(500 * 3 ** (attempt - 1));
    last = await postJson(url, body);
    if (last.status !== 0 && last.status !== 503) return last;
  }
  return last;
}

/** Send a lead to /api/leads and read the answer in one shape. */
export async function sendLead(body: Record<string, unknown>): Promise<LeadOutcome> {
  const { status, body: data } = await postWithRetries('/api/leads', body);
  const answer = readOrNull(readLeadAnswer, data);
  if (status >= 200 && status < 300 && answer?.ok && answer.leadId !== undefined) {
    return { ok: true, leadId: answer.leadId, valuation: answer.valuation ?? null };
  }
  return {
    ok: false,
    status,
    // Spec 2 §8: the server's error, or 'An unexpected error occured' when none is given.
    message: answer?.message ?? LEAD_MESSAGES.unexpected,
    fieldErrors: answer?.fieldErrors ?? {},
    code: answer?.code ?? null,
  };
}

/** The lead's attribution: this page, the pages seen before it and campaign parameters. */
export function readAttribution() {
  return {
    url: window.location.href.slice(0, 2000),
    visitedPages: readList(visitedPagesSlice).slice(0, 50),
    linkedQueryParams: Object.fromEntries(
      readList(linkedParamsSlice).map((param) => [param.key, param.value]),
    ),
  };
}

/** Form values worth remembering for the next form (spec 2 §3 Stored user details). */
export function rememberUserDetails(values: Record<string, unknown>): void {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  if (!text('name') && !text('email') && !text('phone')) return;
  updateList(userDetailsSlice, () => [
    {
      name: text('name'),
      last_name: text('last_name'),
      email: text('email'),
      phone: text('phone'),
      postcode: text('postcode'),
    },
  ]);
}

export interface LeadCar {
  id: number;
  name: string;
  slug: string;
}

function ascFormType(kind: LeadFormKind): string {
  if (kind === 'trade-in') return 'trade_in';
  if (kind === 'finance-enquiry') return 'finance';
  if (kind === 'test-drive') return 'sales';
  return 'consumer_contact';
}

/**
 * What success does (spec 2 §4, §7): store the car and the shopper's details, fire the form's
 * analytics event and the ASC-standard asc_form_submission.
 */
export function recordLeadSuccess(
  kind: LeadFormKind,
  leadId: number,
  car: LeadCar | null,
  values: Record<string, unknown>,
  offerId: number | null = null,
) {
  rememberUserDetails(values);
  if (car)
    updateList(enquiredCarsSlice, (cars) =>
      prependItem(enquiredCarsSlice, cars, { ...car, form: kind }),
    );
  trackEvent(LEAD_ANALYTICS_EVENTS[kind], {
    form: kind,
    lead_id: leadId,
    car_id: car?.id ?? null,
    ...(offerId === null ? {} : { offer_id: offerId }),
  });
  try {
    const target = window as Window & { dataLayer?: unknown[] };
    target.dataLayer ??= [];
    target.dataLayer.push({
      event: 'asc_form_submission',
      event_owner: 'forecourt',
      comm_type: 'form',
      comm_outcome: 'crm_update',
      form_name: kind,
      form_type: ascFormType(kind),
      item_id: car?.id ?? null,
      item_number: car?.slug ?? null,
    });
  } catch {
    // analytics must never break a form
  }
}
