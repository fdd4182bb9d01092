import { publicAddressEnvShape } from '@forecourt/core/tenancy';
import { z } from 'zod';

const envSchema = z.object({
  ...publicAddressEnvShape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HMAC key for form tokens, captcha challenges and IP hashes; every instance needs the same. */
  FORM_SECRET: z.string().min(32).optional(),
  /** SMTP server for lead emails, e.g. smtp://user:pass@mail:587; unset writes .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender address of lead emails. */
  LEADS_MAIL_FROM: z.string().min(3).default('Forecourt Leads <leads@forecourt.local>'),
  /** Run the lead delivery relay in this process. */
  LEAD_RELAY: z.enum(['on', 'off']).default('on'),
  /** First retry delay of a failed delivery; doubles per attempt up to LEAD_RELAY_RETRY_MAX_MS. */
  LEAD_RELAY_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  LEAD_RELAY_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
  /** How long a claimed delivery stays with one relay before another may retry it (crash). */
  LEAD_RELAY_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often the alert worker looks for price drops, sales and new matches; 0 turns it off. */
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
  /** How often personal data past each site's retention period is removed; 0 turns it off. */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** Days the console's audit log keeps a line (never fewer than 90: the database refuses). */
  STAFF_AUDIT_RETENTION_DAYS: z.coerce.number().int().min(90).max(3650).default(730),
  /** HTTP SMS gateway for sign-in codes (POST {to, from, text}, bearer token); unset writes files. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Sender name or number the gateway shows. */
  SMS_FROM: z.string().min(1).max(15).default('Forecourt'),
  /** Sign-in texts all sites together may send per hour, counted across instances. */
  SIGN_IN_SMS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  /** Stripe secret (or restricted) key; with STRIPE_WEBHOOK_SECRET it turns on card deposits. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must look like sk_test_…, sk_live_… or rk_…')
    .optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'must look like whsec_…')
    .optional(),
  /** Another Stripe API address (the local test server); only with a test-mode key. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
});

// Settings that only make sense together. Half a Stripe configuration would silently mean
// 'pay at the dealership': refuse it instead.
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    context.addIssue({
      code: 'custom',
      path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
      message:
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (card deposits) or neither (pay at the dealership)',
    });
  }
  // Without the token every text would fail at the gateway; the spool is not a silent fallback.
  if (env.SMS_GATEWAY_URL && !env.SMS_GATEWAY_TOKEN) {
    context.addIssue({
      code: 'custom',
      path: ['SMS_GATEWAY_TOKEN'],
      message: 'SMS_GATEWAY_URL is set without SMS_GATEWAY_TOKEN: set the token, or unset the URL',
    });
  }
  if (env.STRIPE_API_BASE && !/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '')) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_API_BASE'],
      message: 'STRIPE_API_BASE (a stand-in Stripe for tests) is only allowed with a test-mode key',
    });
  }
});

export type WebEnv = z.infer<typeof envSchema>;

/** Every variable the app reads (README's table lists each: env-docs.test.ts). */
export const webEnvNames = Object.keys(envSchema.shape) as (keyof WebEnv)[];

let cached: WebEnv | null = null;

/** Validates an environment (process.env, or a test's own); throws naming each bad variable. */
export function readEnv(source: Record<string, string | undefined>): WebEnv {
  const names = webEnvNames;
  // An empty variable counts as unset (`FOO= npm start`).
  const values = Object.fromEntries(names.map((name) => [name, source[name] || undefined]));
  return checkedEnvSchema.parse(values);
}

/** The app's environment, validated once. Nothing else reads process.env. */
export function getEnv(): WebEnv {
  // Each variable named in full, as before: Next inlines some process.env reads at build time.
  cached ??= readEnv({
    ROOT_DOMAIN: process.env.ROOT_DOMAIN,
    PORT: process.env.PORT,
    PUBLIC_SCHEME: process.env.PUBLIC_SCHEME,
    PUBLIC_PORT: process.env.PUBLIC_PORT,
    LOG_LEVEL: process.env.LOG_LEVEL,
    NODE_ENV: process.env.NODE_ENV,
    ALERTS_INTERVAL_MS: process.env.ALERTS_INTERVAL_MS,
    RETENTION_INTERVAL_MS: process.env.RETENTION_INTERVAL_MS,
    STAFF_AUDIT_RETENTION_DAYS: process.env.STAFF_AUDIT_RETENTION_DAYS,
    FORM_SECRET: process.env.FORM_SECRET,
    SMTP_URL: process.env.SMTP_URL,
    LEADS_MAIL_FROM: process.env.LEADS_MAIL_FROM,
    LEAD_RELAY: process.env.LEAD_RELAY,
    LEAD_RELAY_RETRY_BASE_MS: process.env.LEAD_RELAY_RETRY_BASE_MS,
    LEAD_RELAY_RETRY_MAX_MS: process.env.LEAD_RELAY_RETRY_MAX_MS,
    LEAD_RELAY_LEASE_MS: process.env.LEAD_RELAY_LEASE_MS,
    SMS_GATEWAY_URL: process.env.SMS_GATEWAY_URL,
    SMS_GATEWAY_TOKEN: process.env.SMS_GATEWAY_TOKEN,
    SMS_FROM: process.env.SMS_FROM,
    SIGN_IN_SMS_BUDGET_PER_HOUR: process.env.SIGN_IN_SMS_BUDGET_PER_HOUR,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: process.env.STRIPE_API_BASE,
  });
  return cached;
}
