import { z } from 'zod';
import type { Car, FinanceLender } from '../car/car.ts';
import { isInStock } from '../car/car.ts';

/**
 * What a finance provider needs before its offer on a car may be shown (spec 2 §5 "Finance
 * offer display"). Data, not code: a new lender is a config entry.
 */
export const providerRuleSchema = z.strictObject({
  id: z.string().min(1).describe('Matches finance_lenders[].financeProvider (case-insensitive).'),
  name: z.string().min(1),
  maxVehicleAgeYears: z.number().int().positive().nullable().default(null),
  minPrice: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('Offer shown only when the price is above this, dollars.'),
  inStockOnly: z.boolean().default(true),
  needsComparisonRate: z.boolean().default(false),
  needsWeeklyPayment: z.boolean().default(false),
  needsMonthlyPayment: z.boolean().default(false),
  loanMin: z
    .number()
    .int()
    .min(0)
    .default(1000)
    .describe('Smallest loan amount on the calculators, dollars.'),
  interestRange: z
    .tuple([z.number(), z.number()])
    .default([0.5, 15])
    .describe('Interest slider range, percent.'),
  establishmentFeeCents: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('Used when the lender supplies none.'),
  rounding: z.enum(['nearest', 'up', 'floor-unless-short']).default('nearest'),
  defaultTermYears: z.number().min(1).max(7).default(5),
});
export type ProviderRule = z.infer<typeof providerRuleSchema>;

/** The providers spec 2 §5 names, with their display rules. */
export const defaultProviderRules: z.input<typeof providerRuleSchema>[] = [
  {
    id: 'taurus',
    name: 'Taurus',
    maxVehicleAgeYears: 12,
    minPrice: 500,
    needsComparisonRate: true,
    establishmentFeeCents: 130_000,
  },
  { id: '360 finance', name: '360 Finance', loanMin: 5000, interestRange: [7.5, 14.5] },
  { id: 'ausloans', name: 'AusLoans', interestRange: [5.99, 15.99] },
  { id: 'manual', name: 'Manual', minPrice: 500, needsWeeklyPayment: true },
  {
    id: 'angle',
    name: 'Angle',
    minPrice: 500,
    needsWeeklyPayment: true,
    establishmentFeeCents: 136_050,
    rounding: 'up',
  },
  {
    id: 'powertorque',
    name: 'Powertorque',
    minPrice: 500,
    needsWeeklyPayment: true,
    interestRange: [9.95, 19.95],
    rounding: 'floor-unless-short',
  },
  {
    id: 'nissan finance',
    name: 'Nissan Finance',
    minPrice: 500,
    needsMonthlyPayment: true,
    interestRange: [4, 20],
    loanMin: 5000,
  },
];

export interface OfferDisplaySettings {
  providers: ProviderRule[];
  excludedMakes: string[];
  /** This site's dealer group has lender offers switched off. */
  offersDisabled: boolean;
}

/**
 * The lender offers that may be shown for a car (spec 2 §5): lender data present, interest and
 * comparison rates not null, the make not excluded (Suzuki by default), offers not disabled,
 * and the provider's own rule met. Lenders with no rule are not shown.
 */
export function getDisplayableLenderOffers(
  car: Pick<Car, 'make' | 'price' | 'status' | 'year'>,
  lenders: FinanceLender[],
  settings: OfferDisplaySettings,
  now: Date,
): { lender: FinanceLender; rule: ProviderRule }[] {
  if (settings.offersDisabled || lenders.length === 0) return [];
  if (settings.excludedMakes.some((make) => make.toLowerCase() === car.make.toLowerCase()))
    return [];
  return lenders.flatMap((lender) => {
    if (lender.interestRatePercent === null || lender.comparisonRatePercent === null) return [];
    const rule = settings.providers.find(
      (candidate) => candidate.id.toLowerCase() === lender.financeProvider.toLowerCase(),
    );
    if (!rule) return [];
    if (rule.inStockOnly && !isInStock(car)) return [];
    if (car.price <= rule.minPrice) return [];
    if (
      rule.maxVehicleAgeYears !== null &&
      now.getUTCFullYear() - car.year > rule.maxVehicleAgeYears
    )
      return [];
    if (rule.needsWeeklyPayment && !lender.paymentWeekCents) return [];
    if (rule.needsMonthlyPayment && !lender.paymentMonthCents) return [];
    return [{ lender, rule }];
  });
}

/** One brand's fee list (spec 2 §9), for sites that finance through it. */
export const brandFeeSchema = z.strictObject({
  establishmentCents: z.number().int().min(0).default(39_500),
  securityRegistrationCents: z.number().int().min(0).default(600),
  monthlyAccountCents: z.number().int().min(0).default(800),
  dealerAgencyCents: z.number().int().min(0).default(91_225),
});
export type BrandFees = z.infer<typeof brandFeeSchema>;
