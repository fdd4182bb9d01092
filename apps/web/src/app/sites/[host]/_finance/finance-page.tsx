import { bodyTypeNoun } from '@forecourt/core/car';
import {
  buildFinanceHref,
  COMPARISON_BASIS_TEXT,
  COMPARISON_RATE_WARNING,
  describeRateRanges,
  getCalculatorBounds,
  getComparisonRateRange,
  getDefaultCalculatorValues,
  getFinanceEnquiryRoute,
  getLinkedCar,
  getProviderRule,
  getSiteLoanFees,
  pickBudgetBodies,
  readFinanceLinkQuery,
  toBudgetBodyType,
} from '@forecourt/core/finance';
import { formatPhone, toTelHref } from '@forecourt/core/phone';
import type { Metadata } from 'next';
import { BudgetFinder } from '@/components/finance/budget-finder';
import { DisclaimerToggle } from '@/components/finance/disclaimer-toggle';
import { FinanceCalculator } from '@/components/finance/finance-calculator';
import { buttonVariants } from '@/components/ui/button';
import { getBodyImageUrl } from '@/lib/body-images';
import { getQueryCar } from '@/server/leads/lead-page-data';
import { searchSite } from '@/server/search/site-search';
import type { Site } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';

export const financeMetadata: Metadata = {
  title: 'Finance',
  description: 'Work out your repayments and find a vehicle that fits your budget.',
};

/**
 * The finance page (spec 2 §2) at /finance, /apply-for-finance and the site's configured
 * finance routes: the full calculator, the provider's rates and the budget finder. A finance
 * link's car and budget (car_id, car_type, vin, vehiclePriceBudget, preferredDealership) start
 * the calculator and go on with its 'Request a Quote' and the enquiry link.
 */
export async function FinancePage({ site, query }: { site: Site; query: URLSearchParams }) {
  const { finance, cars } = site.config;
  const rule = getProviderRule(finance);
  const fees = getSiteLoanFees(finance, rule);
  const linked = readFinanceLinkQuery(query);
  const car = linked.carId === null ? null : await getQueryCar(site, String(linked.carId));
  const linkParams = {
    preferredDealership: linked.preferredDealership,
    car: getLinkedCar(linked, car),
  };
  const price = linked.vehiclePriceBudget ?? (car && car.price > 0 ? car.price : 0);
  const enquiryRoute = getFinanceEnquiryRoute(finance.routes);
  const [comparisonLow, comparisonHigh] = getComparisonRateRange(null, finance.comparisonRateRange);
  const [rateLow, rateHigh] = rule?.interestRange ?? [0.5, 15];
  const stock = await searchSite(
    site,
    { query: '', page: 1, sortBy: 'relevance', refinements: {}, ranges: { price: { min: 1001 } } },
    new Date(),
    ['body'],
  );
  const bodies = pickBudgetBodies(stock.facets.body ?? [], finance.budget.bodyLimit).map((item) => {
    const type = toBudgetBodyType(item.value, finance.budget.truckBody);
    return {
      value: item.value,
      label: item.label,
      noun: bodyTypeNoun(item.value, item.label, cars.bodyTypeLabels),
      imageUrl: type ? getBodyImageUrl(type) : null,
    };
  });
  const stats = stock.stats.price;
  const [rangeMin, rangeMax] = finance.budget.priceRange;
  const priceBounds = stats ? { min: rangeMin, max: rangeMax } : { min: 0, max: 100_000 };
  const { mainLocation } = await getSiteChrome(site);
  const phone = site.config.phones.override ?? mainLocation?.phone ?? null;

  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
      <header className="space-y-3">
        <h1 className="font-bold text-4xl">Finance</h1>
        <p className="max-w-prose text-lg">
          Work out what your next {cars.vehicleNoun.singular.toLowerCase()} could cost each week,
          fortnight or month, then talk to our finance team for a quote.
        </p>
      </header>

      {rule ? (
        <section
          aria-labelledby="provider-heading"
          className="rounded-brand border border-line p-6"
        >
          <h2 id="provider-heading" className="font-bold text-2xl">
            Finance through {rule.name}
          </h2>
          <p className="mt-2">
            {describeRateRanges([rateLow, rateHigh], [comparisonLow, comparisonHigh])}
          </p>
          <p className="mt-2 text-muted text-xs">
            *{COMPARISON_BASIS_TEXT} {COMPARISON_RATE_WARNING}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="calculator-heading" className="space-y-4">
        <h2 id="calculator-heading" className="font-bold text-2xl">
          Repayment calculator
        </h2>
        <FinanceCalculator
          variant="panel"
          initial={getDefaultCalculatorValues(price, finance, rule, null)}
          bounds={getCalculatorBounds(finance, rule)}
          rounding={rule?.rounding ?? 'nearest'}
          establishmentFeeCents={fees.establishmentFeeCents}
          monthlyFeeCents={fees.monthlyFeeCents}
          offer={null}
          monthlyOnly={finance.monthlyOnly}
          showResidual={finance.showResidual}
          showInterestRate={finance.showInterestRate}
          quote={{ route: enquiryRoute, params: linkParams }}
        />
      </section>

      {bodies.length > 0 ? (
        <section aria-labelledby="budget-heading" className="space-y-4">
          <h2 id="budget-heading" className="font-bold text-2xl">
            Find {cars.vehicleNoun.plural.toLowerCase()} for your budget.
          </h2>
          <BudgetFinder
            bodies={bodies}
            priceBounds={priceBounds}
            defaults={{
              monthly: finance.budget.defaultMonthlyRepayment,
              weekly: finance.budget.defaultWeeklyRepayment,
              deposit: finance.budget.defaultDeposit,
              termYears: finance.budget.termYears,
            }}
            noun={cars.vehicleNoun}
          />
        </section>
      ) : null}

      <section aria-labelledby="talk-heading" className="rounded-brand bg-subtle p-6">
        <h2 id="talk-heading" className="font-bold text-2xl">
          Talk to our finance team
        </h2>
        <p className="mt-2">
          Tell us about the {cars.vehicleNoun.singular.toLowerCase()} you want and we will come back
          with a quote.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={buildFinanceHref(enquiryRoute, {
              ...linkParams,
              vehiclePriceBudget: linked.vehiclePriceBudget,
            })}
            className={buttonVariants()}
          >
            Finance Enquiry
          </a>
          {phone ? (
            <a
              href={toTelHref(phone)}
              className={buttonVariants({ variant: 'outline', className: 'bg-transparent' })}
            >
              Call {formatPhone(phone)}
            </a>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="disclaimer-heading">
        <h2 id="disclaimer-heading" className="font-semibold">
          Finance disclaimer
        </h2>
        <DisclaimerToggle text={finance.disclaimer} />
      </section>
    </div>
  );
}
