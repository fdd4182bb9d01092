import { randomBytes } from 'node:crypto';
import type { FormValue } from './form-body.ts';

/** A Checkout Session as Stripe's API returns it (the fields the adapter and tests read). */
export interface TestCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  allowed_payment_method_types: string[] | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
}

export interface TestPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  description: string | null;
  latest_charge: string;
  livemode: false;
  metadata: Record<string, string>;
  status: 'succeeded';
  /** Not Stripe's: which test session it paid, and how much has been refunded. */
  sessionId: string;
  amountRefunded: number;
}

export interface TestRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  status: 'succeeded';
}

/** What a create call asked for, read from the form body; `error` names the bad parameter. */
export type Checked<T> = { ok: true; value: T } | { ok: false; param: string; message: string };

export function newId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isRecord(value: FormValue | undefined): value is { [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Metadata must be a flat map of strings, as Stripe requires. */
export function readMetadata(value: FormValue | undefined): Record<string, string> | null {
  if (value === undefined) return {};
  if (!isRecord(value)) return null;
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') return null;
    metadata[key] = entry;
  }
  return metadata;
}

function readInteger(value: FormValue | undefined): number | null {
  return typeof value === 'string' && /^-?[0-9]+$/.test(value) ? Number(value) : null;
}

function readUrl(value: FormValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  try {
    return /^https?:$/.test(new URL(value.replace('{CHECKOUT_SESSION_ID}', 'x')).protocol)
      ? value
      : null;
  } catch {
    return null;
  }
}

export interface SessionRequest {
  itemName: string;
  amountCents: number;
  currency: string;
  expiresAt: number;
  successUrl: string;
  cancelUrl: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  paymentIntentDescription: string | null;
  allowedPaymentMethodTypes: string[] | null;
}

const fail = (param: string, message: string) => ({ ok: false as const, param, message });

/** Stripe's rules for the parameters the adapter sends (mode payment, one priced line item). */
export function checkSessionRequest(
  params: Record<string, FormValue>,
  nowSeconds: number,
): Checked<SessionRequest> {
  if (params.mode !== 'payment') return fail('mode', 'This test server only takes mode=payment.');
  const items = params.line_items;
  if (!Array.isArray(items) || items.length !== 1) {
    return fail('line_items', 'Expected exactly one line item.');
  }
  const item = items[0];
  const price = isRecord(item) ? item.price_data : undefined;
  const product = isRecord(price) ? price.product_data : undefined;
  const quantity = isRecord(item) ? readInteger(item.quantity) : null;
  const unitAmount = isRecord(price) ? readInteger(price.unit_amount) : null;
  const currency = isRecord(price) ? price.currency : undefined;
  const name = isRecord(product) ? product.name : undefined;
  if (quantity !== 1) return fail('line_items[0][quantity]', 'Quantity must be 1.');
  // Stripe's smallest AUD charge is 50 cents.
  if (unitAmount === null || unitAmount < 50 || unitAmount > 99_999_999) {
    return fail('line_items[0][price_data][unit_amount]', 'Invalid integer amount in cents.');
  }
  if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency)) {
    return fail('line_items[0][price_data][currency]', 'Invalid currency.');
  }
  if (typeof name !== 'string' || name.trim() === '') {
    return fail('line_items[0][price_data][product_data][name]', 'A product name is required.');
  }
  const successUrl = readUrl(params.success_url);
  if (!successUrl) return fail('success_url', 'Not a valid URL.');
  const cancelUrl = params.cancel_url === undefined ? null : readUrl(params.cancel_url);
  if (params.cancel_url !== undefined && !cancelUrl) return fail('cancel_url', 'Not a valid URL.');
  const expiresAt =
    params.expires_at === undefined ? nowSeconds + 86_400 : readInteger(params.expires_at);
  if (expiresAt === null || expiresAt < nowSeconds + 1800 || expiresAt > nowSeconds + 86_400) {
    return fail(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    );
  }
  const email = params.customer_email;
  if (email !== undefined && (typeof email !== 'string' || !email.includes('@'))) {
    return fail('customer_email', 'Invalid email address.');
  }
  const metadata = readMetadata(params.metadata);
  if (!metadata) return fail('metadata', 'Metadata must be a map of strings.');
  const intentData = params.payment_intent_data;
  if (intentData !== undefined && !isRecord(intentData)) {
    return fail('payment_intent_data', 'Invalid object.');
  }
  const paymentIntentMetadata = readMetadata(intentData?.metadata);
  if (!paymentIntentMetadata) {
    return fail('payment_intent_data[metadata]', 'Metadata must be a map of strings.');
  }
  const description = intentData?.description;
  const types = params.allowed_payment_method_types;
  if (types !== undefined && !(Array.isArray(types) && types.every((t) => typeof t === 'string'))) {
    return fail('allowed_payment_method_types', 'Invalid array.');
  }
  const reference = params.client_reference_id;
  return {
    ok: true,
    value: {
      itemName: name,
      amountCents: unitAmount,
      currency,
      expiresAt,
      successUrl,
      cancelUrl,
      customerEmail: typeof email === 'string' ? email : null,
      clientReferenceId: typeof reference === 'string' ? reference : null,
      metadata,
      paymentIntentMetadata,
      paymentIntentDescription: typeof description === 'string' ? description : null,
      allowedPaymentMethodTypes: (types as string[] | undefined) ?? null,
    },
  };
}
