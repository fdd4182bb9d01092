import { type Car, isInStock } from '@forecourt/core/car/car';
import {
  getCalculatorBounds,
  getDefaultCalculatorValues,
  getLoanSliderBounds,
} from '@forecourt/core/finance/calculator-inputs';
import type { FinanceConfig } from '@forecourt/core/finance/finance-config';
import { getFinanceEnquiryRoute } from '@forecourt/core/finance/finance-links';
import { getDisplayableLenderOffers, type ProviderRule } from '@forecourt/core/finance/providers';
import { DisclaimerToggle } from './disclaimer-toggle.tsx';
import { FinanceCalculator } from './finance-calculator.tsx';
import { RateWithComparison } from './rate-with-comparison.tsx';

/** The site's finance provider rule, if it has a provider (spec 1 §5). */
export function getProviderRule(config: FinanceConfig): ProviderRule | null {
  if (!config.provider) return null;
  return (
    config.providers.find((rule) => rule.id.toLowerCase() === config.provider?.toLowerCase()) ??
    null
  );
}

/** Spec 1 §5: a calculator only with a finance provider and a finance value (price) above 0. */
export function hasFinanceCalculator(
  car: Car,
  site: { config: { finance: FinanceConfig } },
): boolean {
  return isInStock(car) && car.price > 0 && getProviderRule(site.config.finance) !== null;
}

/** Fees the calculator adds: a brand's fee list when configured, else the provider's establishment fee. */
export function getCalculatorFees(
  config: FinanceConfig,
  rule: ProviderRule | null,
): { establishmentFeeCents: number; monthlyFeeCents: number } {
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

interface VehicleFinanceSectionProps {
  car: Car;
  config: FinanceConfig;
  dealershipSlug: string | null;
  now: Date;
}

/**
 * The vehicle page's finance calculator (spec 1 §2 item 10): lender offers for the car, the
 * calculator with 'Request a Quote', and the disclaimer. Anchored at #finance-calculator.
 */
export function VehicleFinanceSection({
  car,
  config,
  dealershipSlug,
  now,
}: VehicleFinanceSectionProps) {
  const rule = getProviderRule(config);
  const offers = getDisplayableLenderOffers(
    car,
    car.financeLenders,
    {
      providers: config.providers,
      excludedMakes: config.excludedMakes,
      offersDisabled: config.lenderOffersDisabled,
    },
    now,
  );
  const lender = offers[0]?.lender ?? null;
  const fees = getCalculatorFees(config, rule);
  const establishmentFeeCents = lender?.establishmentFeesCents ?? fees.establishmentFeeCents;
  return (
    <section
      id="finance-calculator"
      aria-labelledby="finance-calculator-heading"
      className="scroll-mt-24 space-y-4"
    >
      <h2 id="finance-calculator-heading" className="font-bold text-2xl">
        Finance calculator
      </h2>
      {offers.map(({ lender: offer, rule: offerRule }) => (
        <div key={offer.financeProvider} className="rounded-brand border border-line p-4">
          <p className="font-semibold">{offerRule.name} finance offer</p>
          <RateWithComparison
            rate={{
              ratePercent: offer.interestRatePercent ?? 0,
              comparisonRatePercent: offer.comparisonRatePercent ?? 0,
            }}
            showWarning={false}
          />
          {offer.disclaimer ? <DisclaimerToggle text={offer.disclaimer} /> : null}
        </div>
      ))}
      <FinanceCalculator
        variant="vehicle"
        initial={getDefaultCalculatorValues(car.price, config, rule, lender)}
        bounds={{
          ...getCalculatorBounds(config, rule),
          amount: getLoanSliderBounds(car.price, config, rule),
        }}
        rounding={offers[0]?.rule.rounding ?? rule?.rounding ?? 'nearest'}
        establishmentFeeCents={establishmentFeeCents}
        monthlyFeeCents={fees.monthlyFeeCents}
        lender={lender}
        monthlyOnly={config.monthlyOnly}
        showResidual={config.showResidual}
        quote={{
          route: getFinanceEnquiryRoute(config.routes),
          params: { preferredDealership: dealershipSlug, car },
        }}
      />
      <div id="finance-disclaimer">
        <h3 className="font-semibold">Finance disclaimer</h3>
        <DisclaimerToggle text={config.disclaimer} />
      </div>
    </section>
  );
}
