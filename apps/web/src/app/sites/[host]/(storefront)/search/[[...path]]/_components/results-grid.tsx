import type { CarDisplayConfig } from '@forecourt/core/car';
import { getCarName, isInStock } from '@forecourt/core/car';
import type { FinanceConfig } from '@forecourt/core/finance';
import type { GridTile } from '@forecourt/core/search';
import type { VehiclePageConfig } from '@forecourt/core/vehicle';
import { isFavouriteShown } from '@forecourt/core/vehicle';
import type { SearchHitCar } from '@forecourt/search';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toast';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { VehicleCard } from '@/components/vehicle/vehicle-card';
import { WatchlistToggle } from '@/components/vehicle/watchlist-toggle';

interface ResultsGridProps {
  tiles: GridTile<SearchHitCar>[];
  display: CarDisplayConfig;
  favourites: VehiclePageConfig['favourites'];
  /** Watchlist Save buttons on the cards (spec 1 §4). */
  watchlist?: boolean;
  estimate: FinanceConfig['estimate'];
  now: Date;
}

/** Vehicle cards with promo cards among them; the first row's images load eagerly. */
export function ResultsGrid({
  tiles,
  display,
  favourites,
  watchlist = false,
  estimate,
  now,
}: ResultsGridProps) {
  return (
    <>
      <ul data-slot="results-grid" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map((tile, index) =>
          tile.kind === 'car' ? (
            <li key={tile.car.id} className="flex [&>*]:w-full">
              <VehicleCard
                car={tile.car}
                display={display}
                now={now}
                priority={index < 3}
                estimate={estimate}
                action={
                  <div className="flex flex-col items-end gap-2">
                    {watchlist ? (
                      <WatchlistToggle
                        variant="card"
                        car={{ id: tile.car.id, name: getCarName(tile.car) }}
                        sold={!isInStock(tile.car)}
                      />
                    ) : null}
                    {isFavouriteShown(
                      { ...tile.car, imageCount: tile.car.image ? 1 : 0 },
                      favourites,
                    ) ? (
                      <FavouriteToggle
                        variant="card"
                        entry={{
                          id: tile.car.id,
                          name: `${tile.car.year} ${tile.car.make} ${tile.car.model}`,
                          slug: tile.car.slug,
                          make: tile.car.make,
                          model: tile.car.model,
                          primary_image_url: tile.car.image?.url ?? null,
                        }}
                      />
                    ) : null}
                  </div>
                }
              />
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a promo may repeat; its tile position is its identity
            <li key={`promo-${index}`} className="flex">
              <article className="flex w-full flex-col justify-center gap-2 rounded-brand bg-accent p-6 text-on-accent">
                <h3 className="font-bold text-2xl">{tile.promo.title}</h3>
                {tile.promo.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
                <Link
                  href={tile.promo.href}
                  prefetch={false}
                  className={buttonVariants({ variant: 'outline', className: 'mt-2 self-start' })}
                >
                  {tile.promo.linkLabel}
                </Link>
              </article>
            </li>
          ),
        )}
      </ul>
      {watchlist ? <Toaster /> : null}
    </>
  );
}

/** Spec 1 §8: nothing matched. */
export function NoResults({ clearHref }: { clearHref: string }) {
  return (
    <section
      aria-labelledby="no-results"
      className="rounded-brand border border-line p-8 text-center"
    >
      <h2 id="no-results" className="font-bold text-2xl">
        No Results Available
      </h2>
      {/* Spec 1 §8 gives two descriptions: the offers search's, and this one for stock. */}
      <p className="mx-auto mt-2 max-w-prose text-muted">
        No results found for your search at this time. Please try adjusting the filters for more
        results.
      </p>
      <Link prefetch={false} href={clearHref} className={buttonVariants({ className: 'mt-6' })}>
        Clear Filters
      </Link>
    </section>
  );
}

/** Page links: previous, numbers around the current page, next. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const linkClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-brand border border-line px-3 hover:bg-subtle';
  return (
    <nav aria-label="Results pages" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link prefetch={false} href={hrefFor(page - 1)} className={linkClass}>
              Previous
            </Link>
          </li>
        ) : null}
        {numbers.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - (numbers[i - 1] ?? n) > 1 ? <span aria-hidden="true">…</span> : null}
            <Link
              prefetch={false}
              href={hrefFor(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={
                n === page ? `${linkClass} border-primary bg-primary text-on-primary` : linkClass
              }
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link prefetch={false} href={hrefFor(page + 1)} className={linkClass}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
