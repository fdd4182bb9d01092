import type { FinanceLender } from '../car/car.ts';
import type { AdvertisedRate } from './advertised-rate.ts';
import { calculateComparisonRatePercent } from './comparison-rate.ts';
import type { FinanceConfig } from './finance-config.ts';
import type { ProviderRule } from './providers.ts';
import type { RoundingRule } from './repayment.ts';

/** Fees a loan carries: added to the amount financed, and paid each month on top. Cents. */
export interface LoanFees {
  establishmentFeeCents: number;
  monthlyFeeCents: number;
}

/** The site's own provider rule, if it has a finance provider (spec 1 §5). */
export function getProviderRule(config: FinanceConfig): ProviderRule | null {
  if (!config.provider) return null;
  const id = config.provider.toLowerCase();
  return config.providers.find((rule) => rule.id.toLowerCase() === id) ?? null;
}

/** Fees of the site's calculators: a brand's fee list when configured, else the provider's fee. */
export function getSiteLoanFees(config: FinanceConfig, rule: ProviderRule | null): LoanFees {
  if (config.brandFees) {
    const fees = config.brandFees;
    return {
      establishmentFeeCents:
        fees.establishmentCents + fees.securityRegistrationCents + fees.dealerAgencyCents,
      monthlyFeeCents: fees.monthlyAccountCents,
    };
  }
  return { establishmentFeeCents: rule?.establishmentFeeCents ?? 0, monthlyFeeCents: 0 };
}

/**
 * A lender's offer on one car, as every part of a page shows it: its rate and the one
 * comparison rate that goes with it, its fees, and the car price its repayments are for.
 */
export interface LenderOffer extends AdvertisedRate, LoanFees {
  providerName: string;
  rounding: RoundingRule;
  lender: FinanceLender;
  /** The price the lender's advertised repayments are for (the car's), cents. */
  priceCents: number;
  /**
   * What the lender's own comparison rate adds to the one its known fees give (fees the
   * lender does not tell us), percentage points; 0 when its figure is no higher.
   */
  unstatedCostPercent: number;
}

/**
 * The comparison rate of a rate with these fees (National Credit Code basis: $30,000 secured
 * over 5 years, see comparison-rate.ts), plus an offer's unstated cost; two decimals.
 */
export function getComparisonRateFor(
  ratePercent: number,
  fees: LoanFees,
  unstatedCostPercent = 0,
): number {
  const computed = calculateComparisonRatePercent({
    ratePercent,
    establishmentFeeCents: fees.establishmentFeeCents,
    monthlyFeeCents: fees.monthlyFeeCents,
  });
  return Math.round((computed + unstatedCostPercent) * 100) / 100;
}

/**
 * A displayable lender offer for a car (spec 2 §5, §9). Its comparison rate is worked out here,
 * once, from its rate and fees — the lender's fee, else the site's — and is never lower than
 * the lender's own figure: a higher figure means fees we are not told, and an advertised
 * comparison rate must not understate them. Card and calculator both read this one number.
 */
export function toLenderOffer(
  lender: FinanceLender,
  rule: ProviderRule,
  priceDollars: number,
  siteFees: LoanFees,
): LenderOffer {
  const ratePercent = lender.interestRatePercent ?? 0;
  const fees: LoanFees = {
    establishmentFeeCents: lender.establishmentFeesCents ?? siteFees.establishmentFeeCents,
    monthlyFeeCents: siteFees.monthlyFeeCents,
  };
  const fromFees = getComparisonRateFor(ratePercent, fees);
  const stated = lender.comparisonRatePercent ?? 0;
  const unstatedCostPercent = Math.max(0, Math.round((stated - fromFees) * 100) / 100);
  return {
    providerName: rule.name,
    rounding: rule.rounding,
    lender,
    priceCents: priceDollars * 100,
    ratePercent,
    ...fees,
    unstatedCostPercent,
    comparisonRatePercent: getComparisonRateFor(ratePercent, fees, unstatedCostPercent),
  };
}
