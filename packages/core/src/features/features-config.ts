import { z } from 'zod';
import { alertChannels } from '../accounts/alert-rules.ts';
import { GATEABLE_FEATURES } from '../accounts/gated-routes.ts';
import { isTimeZone } from '../location/time-zone.ts';

/** Optional capabilities a dealer pays for or switches on (spec 2 §5 Gated features). */
export const featuresConfigSchema = z
  .strictObject({
    checkout: z
      .strictObject({
        enabled: z
          .boolean()
          .default(false)
          .describe('Reserve / buy online with a refundable deposit.'),
        path: z
          .enum(['checkout', 'buy-online'])
          .default('checkout')
          .describe('/cars/{slug}/checkout or /cars/{slug}/buy-online.'),
      })
      .prefault({}),
    tradeIn: z.boolean().default(true).describe('Trade-in valuation pages and buttons.'),
    sellMyCar: z.boolean().default(true).describe('/sell-my-car page.'),
    watchlist: z.boolean().default(false).describe('Signed-in watchlist (requires sign-in).'),
    garage: z.boolean().default(false).describe('My garage pages (gated).'),
    garageName: z
      .string()
      .min(1)
      .max(40)
      .default('My Garage')
      .describe(
        "What the shopper's garage is called in the header and on its page (spec 2 §2: a group's own portal name, e.g. 'MyMotorama').",
      ),
    garagePaths: z
      .array(
        z.string().regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a one-segment path such as /mymotorama'),
      )
      .max(5)
      .default([])
      .describe(
        "The garage's own addresses besides /my-garage (spec 2 §2 portal names: /mymotorama, /mybigboxcars…); each moves to /my-garage (308) while `garage` is on.",
      ),
    spinToWin: z.boolean().default(false).describe('Spin-to-win promotion page (gated).'),
    onlinePayment: z.boolean().default(false).describe('Online payment page (gated).'),
    personalisedFinance: z
      .boolean()
      .default(false)
      .describe('Personalised finance for cars with an NVIC (gated).'),
    alerts: z
      .strictObject({
        channels: z
          .array(z.enum(alertChannels))
          .default(['email'])
          .describe(
            "How signed-in shoppers get their daily digest of price drops, sales of watched cars and new matches for saved searches; [] sends none. 'sms' costs a message per digest.",
          ),
        timeZone: z
          .string()
          .refine(isTimeZone, 'must be an IANA time zone, e.g. Australia/Sydney')
          .nullable()
          .default(null)
          .describe(
            "Whose day the one-digest-a-day limit counts in. Null: the site's own, from its primary location's state (Queensland: Australia/Brisbane).",
          ),
        replyTo: z
          .email()
          .nullable()
          .default(null)
          .describe(
            "Where a shopper's reply to an alert email goes (Reply-To). Null: the email of the site's primary location, else of its first location that has one. The sender's name is always the site's.",
          ),
      })
      .prefault({}),
    signInRequired: z
      .array(z.enum(GATEABLE_FEATURES))
      .default([...GATEABLE_FEATURES])
      .describe(
        'Features whose pages and APIs need a signed-in shopper (trade-in and sell-my-car never).',
      ),
    signInSmsBudget: z
      .strictObject({
        max: z
          .number()
          .int()
          .min(1)
          .max(1_000_000)
          .default(300)
          .describe(
            'Sign-in codes the site may text per window, to all shoppers together. Past it, codes are refused (answer 503) until the window ends, and an error-level log line `sms_budget_exhausted` says so once per window.',
          ),
        windowSeconds: z
          .number()
          .int()
          .min(60)
          .max(86_400)
          .default(3600)
          .describe('Length of the counting window in seconds.'),
      })
      .prefault({})
      .describe(
        'What sign-in texts may cost this site, counted in the database across every app instance (the deployment has its own budget, SIGN_IN_SMS_BUDGET_PER_HOUR).',
      ),
    instantMessage: z.boolean().default(false).describe("'Instant Message' chat button."),
    whatsappNumber: z
      .string()
      .nullable()
      .default(null)
      .describe('WhatsApp button number; null hides it.'),
    historyReports: z
      .boolean()
      .default(true)
      .describe('Car History Report button when a car has a file.'),
  })
  .prefault({});

export type FeaturesConfig = z.infer<typeof featuresConfigSchema>;
