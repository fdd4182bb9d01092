import { z } from 'zod';

const envSchema = z.object({
  /** Sites are served at `{slug}.{ROOT_DOMAIN}`; the bare root domain shows the platform index. */
  ROOT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('localhost'),
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
  /** HTTP SMS gateway for sign-in codes (POST {to, from, text}, bearer token); unset writes files. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Sender name or number the gateway shows. */
  SMS_FROM: z.string().min(1).max(15).default('Forecourt'),
});

export type WebEnv = z.infer<typeof envSchema>;

let cached: WebEnv | null = null;

/** The app's environment, validated once. Nothing else reads process.env. */
export function getEnv(): WebEnv {
  cached ??= envSchema.parse({
    ROOT_DOMAIN: process.env.ROOT_DOMAIN || undefined,
    LOG_LEVEL: process.env.LOG_LEVEL || undefined,
    NODE_ENV: process.env.NODE_ENV || undefined,
    FORM_SECRET: process.env.FORM_SECRET || undefined,
    SMTP_URL: process.env.SMTP_URL || undefined,
    LEADS_MAIL_FROM: process.env.LEADS_MAIL_FROM || undefined,
    LEAD_RELAY: process.env.LEAD_RELAY || undefined,
    LEAD_RELAY_RETRY_BASE_MS: process.env.LEAD_RELAY_RETRY_BASE_MS || undefined,
    LEAD_RELAY_RETRY_MAX_MS: process.env.LEAD_RELAY_RETRY_MAX_MS || undefined,
    LEAD_RELAY_LEASE_MS: process.env.LEAD_RELAY_LEASE_MS || undefined,
    SMS_GATEWAY_URL: process.env.SMS_GATEWAY_URL || undefined,
    SMS_GATEWAY_TOKEN: process.env.SMS_GATEWAY_TOKEN || undefined,
    SMS_FROM: process.env.SMS_FROM || undefined,
  });
  return cached;
}
