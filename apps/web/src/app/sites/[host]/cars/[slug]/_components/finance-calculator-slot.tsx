import { type Car, isInStock } from '@forecourt/core/car/car';
import { getProviderRule, VehicleFinanceSection } from '@/components/finance/finance-section';
import type { Site } from '@/server/site';

/**
 * Spec 1 §2 item 10: the finance calculator, its 'Request a Quote' button and disclaimer,
 * anchored at #finance-calculator — for cars in stock, on sites with a finance provider.
 */
export function FinanceCalculatorSlot({ car, site }: { car: Car; site: Site }) {
  if (!hasFinanceCalculator(car, site)) return null;
  const dealership = site.dealerships.find((candidate) => candidate.id === car.dealershipId);
  return (
    <VehicleFinanceSection
      car={car}
      config={site.config.finance}
      dealershipSlug={dealership?.slug ?? null}
      now={new Date()}
    />
  );
}

/** Spec 1 §5: a calculator only with a finance provider and a finance value (price) above 0. */
export function hasFinanceCalculator(car: Car, site: Site): boolean {
  return isInStock(car) && car.price > 0 && getProviderRule(site.config.finance) !== null;
}
