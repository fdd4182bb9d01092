import { EstimateFootnote } from '@/components/finance/estimate-footnote';
import type { VehicleCardData } from '@/lib/vehicle-card-model';
import type { Site } from '@/server/site';
import { VehicleCard } from './vehicle-card.tsx';

const gridColumns = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

interface VehicleCardStripProps {
  site: Site;
  cars: readonly (VehicleCardData & { id: number })[];
  now: Date;
  columns?: keyof typeof gridColumns;
}

/**
 * A row of stock cards outside the search page (home, model and brand pages), with the
 * estimate footnote every advertised repayment needs.
 */
export function VehicleCardStrip({ site, cars, now, columns = 3 }: VehicleCardStripProps) {
  return (
    <>
      <ul className={`mt-4 grid gap-4 ${gridColumns[columns]}`}>
        {cars.map((car) => (
          <li key={car.id} className="flex [&>*]:w-full">
            <VehicleCard
              car={car}
              display={site.config.cars}
              now={now}
              estimate={site.config.finance.estimate}
            />
          </li>
        ))}
      </ul>
      <EstimateFootnote settings={site.config.finance.estimate} />
    </>
  );
}
