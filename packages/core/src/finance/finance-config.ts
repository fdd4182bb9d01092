import { z } from 'zod';
import { brandFeeSchema, defaultProviderRules, providerRuleSchema } from './providers.ts';

/** A site path of lower-case words: '/finance', '/ford-finance', '/finance/apply'. */
const routePath = z
  .string()
  .regex(
    /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/,
    "A path of lower-case letters, digits and hyphens, such as '/ford-finance'",
  );

/** Finance on this site (spec 2 §2–§9, spec 1 §2/§5/§9). Rates in percent, money in dollars unless named cents. */
export const financeConfigSchema = z
  .strictObject({
    provider: z
      .string()
      .nullable()
      .default('taurus')
      .describe(
        "The site's finance provider (a providers[].id); null: no calculator on vehicle pages (spec 1 §5).",
      ),
    providers: z
      .array(providerRuleSchema)
      .default(defaultProviderRules.map((rule) => providerRuleSchema.parse(rule))),
    excludedMakes: z
      .array(z.string())
      .default(['Suzuki'])
      .describe('Makes whose lender offers are never shown.'),
    lenderOffersDisabled: z
      .boolean()
      .default(false)
      .describe("Hide lender offers (the spec's excluded dealer groups)."),
    defaultInterestPercent: z.number().min(0).max(30).default(10),
    defaultTermYears: z.number().min(1).max(7).default(5),
    maxTermYears: z
      .number()
      .min(1)
      .max(7)
      .default(7)
      .describe('Longest term on the calculators (5 on some sites).'),
    defaultLoanAmount: z
      .number()
      .int()
      .positive()
      .default(30_000)
      .describe('Loan amount when the car has no price.'),
    purchasePriceMax: z.number().int().positive().default(250_000),
    loanAmountMax: z
      .number()
      .int()
      .positive()
      .default(100_000)
      .describe('Top of the vehicle-page loan slider.'),
    loanUpTo105Percent: z
      .boolean()
      .default(false)
      .describe(
        'Vehicle-page loan slider reaches 105 % of the price for cars over the loan maximum.',
      ),
    monthlyOnly: z
      .boolean()
      .default(false)
      .describe('Monthly repayments only; the interest slider is disabled.'),
    showResidual: z.boolean().default(true).describe('Offer the residual (balloon) input.'),
    showInterestRate: z
      .boolean()
      .default(true)
      .describe(
        'Offer the interest-rate slider; when off, the calculators use the lender or default rate and show it with its comparison rate (spec 2 §5).',
      ),
    brandFees: brandFeeSchema
      .nullable()
      .default(null)
      .describe("A brand's fee list used instead of the provider's fee."),
    comparisonRateRange: z.tuple([z.number(), z.number()]).default([8.38, 19.42]),
    disclaimer: z
      .string()
      .default(
        'The repayments shown are an estimate only, based on the inputs you have entered, and are not a quote or an offer of finance. Fees, charges and lending criteria apply; approval is subject to the lender. Comparison rates are calculated on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
      )
      .describe('Finance disclaimer (shown truncated at 197 characters until Show More).'),
    estimate: z
      .strictObject({
        enabled: z.boolean().default(true),
        ratePercent: z
          .number()
          .min(0)
          .default(8.99)
          .describe('Sample rate for finance estimates on cards.'),
        termYears: z.number().min(1).default(5),
        depositPercent: z.number().min(0).max(100).default(10),
        balloonPercent: z.number().min(0).max(100).default(30),
      })
      .prefault({})
      .describe("'$/wk at {rate}% p.a.' estimates on cards and vehicle pages (spec 2 §9)."),
    budget: z
      .strictObject({
        defaultMonthlyRepayment: z.number().int().min(0).default(600),
        defaultWeeklyRepayment: z.number().int().min(0).default(200),
        defaultDeposit: z.number().int().min(0).default(2000),
        termYears: z.number().min(1).default(5),
        priceRange: z.tuple([z.number(), z.number()]).default([5000, 250_000]),
        bodyLimit: z.number().int().min(1).default(4),
        truckBody: z
          .enum(['lightTruck', 'ute'])
          .default('lightTruck')
          .describe("What 'truck' maps to among the body images."),
      })
      .prefault({}),
    routes: z
      .strictObject({
        finance: routePath
          .default('/finance')
          .describe(
            "The finance page's path, e.g. /ford-finance (spec 2 §2); /finance answers too.",
          ),
        enquiry: routePath
          .nullable()
          .default('/finance-enquiry')
          .describe(
            'Finance enquiry route; finance links and the home banner go to it. Null: they go to the finance page (/finance-enquiry answers either way).',
          ),
        apply: routePath
          .nullable()
          .default('/apply-for-finance')
          .describe(
            'Another path showing the finance page (/apply-for-finance answers either way); null for none.',
          ),
      })
      .prefault({}),
  })
  .prefault({});

export type FinanceConfig = z.infer<typeof financeConfigSchema>;
