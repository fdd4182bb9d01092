import type { Car } from '@forecourt/core/car';
import Link from 'next/link';
import { hasFinanceCalculator, VehicleFinanceSection } from '@/components/finance/finance-section';
import type { Site } from '@/server/site';

/**
 * Spec 1 §2 item 10: the finance calculator, its 'Request a Quote' button and disclaimer,
 * anchored at #finance-calculator — for cars in stock, on sites with a finance provider.
 */
export function FinanceCalculatorSlot({ car, site }: { car: Car; site: Site }) {
  if (!hasFinanceCalculator(car, site)) return null;
  const dealership = site.dealerships.find((candidate) => candidate.id === car.dealershipId);
  return (
    <>
      <VehicleFinanceSection
        car={car}
        config={site.config.finance}
        dealershipSlug={dealership?.slug ?? null}
        now={new Date()}
      />
      {site.config.features.personalisedFinance && car.nvic ? (
        <p className="mt-3">
          <Link
            prefetch={false}
            href={`/personalised/finance?car_id=${car.id}`}
            className="font-semibold text-primary underline"
          >
            Personalised finance for this {site.config.cars.vehicleNoun.singular.toLowerCase()}
          </Link>
        </p>
      ) : null}
    </>
  );
}
