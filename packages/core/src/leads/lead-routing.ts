import { z } from 'zod';
import { type LeadFormKind, leadFormKindSchema } from './lead-form-kind.ts';

const targetsShape = {
  email: z.array(z.email()).max(20).default([]).describe('Addresses that get a readable email.'),
  adfEmail: z
    .array(z.email())
    .max(20)
    .default([])
    .describe('CRM addresses that get the lead as ADF 1.0 XML by email.'),
  adfUrls: z
    .array(z.url({ protocol: /^https?$/ }))
    .max(10)
    .default([])
    .describe('CRM endpoints the ADF XML is POSTed to.'),
  webhooks: z
    .array(
      z.strictObject({
        url: z.url({ protocol: /^https?$/ }).describe('Receives the lead as JSON (POST).'),
        secret: z
          .string()
          .min(16)
          .max(200)
          .describe('HMAC-SHA256 key for the X-Forecourt-Signature header.'),
      }),
    )
    .max(10)
    .default([])
    .describe('Signed JSON webhooks.'),
};

export const leadRouteSchema = z.strictObject({
  dealership: z
    .string()
    .nullable()
    .default(null)
    .describe('Only leads for this dealership (slug); null for any.'),
  location: z
    .string()
    .nullable()
    .default(null)
    .describe('Only leads for this location (slug); null for any.'),
  forms: z
    .array(leadFormKindSchema)
    .nullable()
    .default(null)
    .describe('Only these forms; null for all.'),
  ...targetsShape,
});
export type LeadRoute = z.infer<typeof leadRouteSchema>;

export const leadDeliveryConfigSchema = z
  .strictObject({
    routes: z
      .array(leadRouteSchema)
      .max(100)
      .default([])
      .describe(
        'Where leads go. The most specific matching routes win: location, then dealership, then site-wide.',
      ),
    fallbackToLocationEmail: z
      .boolean()
      .default(true)
      .describe(
        "When no route matches, email the lead's location (else the site's main location).",
      ),
    deliverSpam: z
      .boolean()
      .default(false)
      .describe('Also deliver leads flagged as suspected spam (they are always stored).'),
  })
  .prefault({});
export type LeadDeliveryConfig = z.infer<typeof leadDeliveryConfigSchema>;

export const deliveryChannels = ['email', 'adf-email', 'adf-http', 'webhook'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/** How a delivery job goes out: a lead's channels, and SMS for a shopper's alert digest. */
export const deliveryJobChannels = [...deliveryChannels, 'sms'] as const;
export type DeliveryJobChannel = (typeof deliveryJobChannels)[number];

/** What a delivery job tells its target. */
export const deliveryEvents = [
  'new-lead',
  'offer-accepted',
  'booking-confirmation',
  'reservation-confirmation',
  'alert-digest',
] as const;
export type DeliveryEvent = (typeof deliveryEvents)[number];

/** pending: to send (again); delivered; dead: given up on after the last retry. */
export const deliveryStatuses = ['pending', 'delivered', 'dead'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One place a lead must reach; `secret` only for webhooks. */
export interface DeliveryTarget {
  channel: DeliveryChannel;
  target: string;
  secret: string | null;
}

export interface RoutedLead {
  form: LeadFormKind;
  dealershipSlug: string | null;
  locationSlug: string | null;
  /** ADF needs a vehicle (year, make, model); leads without one skip the ADF targets. */
  hasVehicle: boolean;
  /** The lead's location email, else the site's main location email. */
  fallbackEmail: string | null;
}

/**
 * The delivery targets of a lead. Routes matching its dealership, location and form are
 * ranked location (2) > dealership (1) > site-wide (0); only the highest rank is used, and
 * its targets are merged without duplicates.
 */
export function resolveDeliveryTargets(
  config: LeadDeliveryConfig,
  lead: RoutedLead,
): DeliveryTarget[] {
  const matching = config.routes.filter(
    (route) =>
      (route.dealership === null || route.dealership === lead.dealershipSlug) &&
      (route.location === null || route.location === lead.locationSlug) &&
      (route.forms === null || route.forms.includes(lead.form)),
  );
  const rank = (route: LeadRoute) => (route.location ? 2 : route.dealership ? 1 : 0);
  const best = Math.max(-1, ...matching.map(rank));
  const chosen = matching.filter((route) => rank(route) === best);

  const targets = new Map<string, DeliveryTarget>();
  const add = (channel: DeliveryChannel, target: string, secret: string | null = null) => {
    const key = `${channel} ${target}`;
    if (!targets.has(key)) targets.set(key, { channel, target, secret });
  };
  for (const route of chosen) {
    for (const email of route.email) add('email', email.toLowerCase());
    for (const hook of route.webhooks) add('webhook', hook.url, hook.secret);
    if (lead.hasVehicle) {
      for (const email of route.adfEmail) add('adf-email', email.toLowerCase());
      for (const url of route.adfUrls) add('adf-http', url);
    }
  }
  if (chosen.length === 0 && config.fallbackToLocationEmail && lead.fallbackEmail) {
    add('email', lead.fallbackEmail.toLowerCase());
  }
  return [...targets.values()];
}
