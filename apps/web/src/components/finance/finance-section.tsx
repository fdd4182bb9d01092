import { type Car, isInStock } from '@forecourt/core/car';
import type { FinanceConfig } from '@forecourt/core/finance';
import {
  estimateFinance,
  getDisplayableLenderOffers,
  getFinanceEnquiryRoute,
  getProviderRule,
  getSiteLoanFees,
  getVehicleCalculatorSetup,
  toLenderOffer,
} from '@forecourt/core/finance';
import { DisclaimerToggle } from './disclaimer-toggle.tsx';
import { FinanceCalculator } from './finance-calculator.tsx';
import { RateWithComparison } from './rate-with-comparison.tsx';

/** Spec 1 §5: a calculator only with a finance provider and a finance value (price) above 0. */
export function hasFinanceCalculator(
  car: Car,
  site: { config: { finance: FinanceConfig } },
): boolean {
  return isInStock(car) && car.price > 0 && getProviderRule(site.config.finance) !== null;
}

interface VehicleFinanceSectionProps {
  car: Car;
  config: FinanceConfig;
  dealershipSlug: string | null;
  now: Date;
}

/**
 * The vehicle page's finance calculator (spec 1 §2 item 10): lender offers for the car, the
 * calculator with 'Request a Quote', and the disclaimer. Anchored at #finance-calculator. Each
 * offer's comparison rate is worked out once (core's toLenderOffer) and read by its card and by
 * the calculator; the calculator says how it differs from the page's '$/wk' estimate.
 */
export function VehicleFinanceSection({
  car,
  config,
  dealershipSlug,
  now,
}: VehicleFinanceSectionProps) {
  const rule = getProviderRule(config);
  const siteFees = getSiteLoanFees(config, rule);
  const offers = getDisplayableLenderOffers(
    car,
    car.financeLenders,
    {
      providers: config.providers,
      excludedMakes: config.excludedMakes,
      offersDisabled: config.lenderOffersDisabled,
    },
    now,
  ).map(({ lender, rule: offerRule }) => toLenderOffer(lender, offerRule, car.price, siteFees));
  const offer = offers[0] ?? null;
  const fees = offer ?? siteFees;
  const setup = getVehicleCalculatorSetup(car.price, config, rule, offer?.lender ?? null);
  const estimate = estimateFinance(car, config.estimate);
  return (
    <section
      id="finance-calculator"
      aria-labelledby="finance-calculator-heading"
      className="scroll-mt-24 space-y-4"
    >
      <h2 id="finance-calculator-heading" className="font-bold text-2xl">
        Finance calculator
      </h2>
      {offers.map((shown) => (
        <div
          key={shown.lender.financeProvider}
          data-slot="lender-offer"
          className="rounded-brand border border-line p-4"
        >
          <p className="font-semibold">{shown.providerName} finance offer</p>
          <RateWithComparison rate={shown} showWarning={false} />
          {shown.lender.disclaimer ? <DisclaimerToggle text={shown.lender.disclaimer} /> : null}
        </div>
      ))}
      <FinanceCalculator
        variant="vehicle"
        initial={setup.initial}
        bounds={setup.bounds}
        rounding={offer?.rounding ?? rule?.rounding ?? 'nearest'}
        establishmentFeeCents={fees.establishmentFeeCents}
        monthlyFeeCents={fees.monthlyFeeCents}
        offer={offer}
        monthlyOnly={config.monthlyOnly}
        showResidual={config.showResidual}
        showInterestRate={config.showInterestRate}
        priceDollars={car.price}
        estimate={
          estimate
            ? {
                weeklyDollars: estimate.weeklyDollars,
                priceDollars: car.price,
                comparisonRatePercent: estimate.comparisonRatePercent,
                settings: config.estimate,
              }
            : null
        }
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
