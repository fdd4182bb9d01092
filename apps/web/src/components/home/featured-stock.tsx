import Link from 'next/link';
import { listStockLinks } from '@/components/layout/nav-links';
import { VehicleCardStrip } from '@/components/vehicle/vehicle-card-strip';
import type { VehicleCardData } from '@/lib/vehicle-card-model';
import type { Site } from '@/server/site';

type LatestCar = VehicleCardData & { id: number };

export interface FeaturedStockProps {
  site: Site;
  now: Date;
  /** The in-stock cars most recently listed, newest first; the first six are shown. */
  latest: readonly LatestCar[];
}

/**
 * Featured stock: a link per car type, then 'Latest arrivals', the six in-stock cars most
 * recently listed.
 */
export function FeaturedStock({ site, now, latest }: FeaturedStockProps) {
  const [, ...byType] = listStockLinks(site.config);
  return (
    <>
      <section aria-labelledby="browse" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="browse" className="font-bold text-2xl">
          Browse our stock
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {byType.map((link) => (
            <li key={link.href}>
              <Link
                prefetch={false}
                href={link.href}
                className="flex min-h-20 items-center justify-center rounded-brand border-2 border-primary p-4 font-semibold text-lg text-primary hover:bg-subtle"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {latest.length > 0 ? <LatestArrivals site={site} now={now} hits={latest} /> : null}
    </>
  );
}

function LatestArrivals({
  site,
  now,
  hits,
}: {
  site: Site;
  now: Date;
  hits: readonly LatestCar[];
}) {
  return (
    <section aria-labelledby="latest" className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id="latest" className="font-bold text-2xl">
        Latest arrivals
      </h2>
      <VehicleCardStrip site={site} cars={hits.slice(0, 6)} now={now} />
    </section>
  );
}
