import type { Location } from '@forecourt/core/location';
import {
  chooseLocationLayout,
  getLocationHref,
  type LocationSelectionInput,
  selectLocations,
} from '@forecourt/core/location';
import type { RatingSummary } from '@forecourt/core/reviews';
import type { Site } from '@/server/site';
import { LocationCard } from './location-card.tsx';
import { LocationsCarousel } from './locations-carousel.tsx';

export interface LocationSectionProps {
  site: Site;
  /** All of the site's visible locations (getSiteLocations): the selection is made from them. */
  siteLocations: Location[];
  /** Each location's rating figure by id (getLocationRatings). */
  ratings: ReadonlyMap<number, RatingSummary>;
  /** Which locations (spec 2 §2): { kind: 'service' }, { kind: 'id', id: 7 }, filters… */
  selection?: LocationSelectionInput;
  /** Several locations as cards (grid) or the 'Our Locations' carousel. */
  display?: 'cards' | 'carousel';
  title?: string;
  /** For the heading's id, when a page has two sections. */
  id?: string;
  /** Pinned by tests and benchmarks; the request's time otherwise. */
  now?: Date;
}

/**
 * A locations section any page can place: one location as the large card, several as a grid (3
 * columns on large screens from 3, else 2) or the carousel. Renders nothing when none match.
 */
export function LocationSection({
  site,
  siteLocations,
  ratings,
  selection = {},
  display = 'cards',
  title = 'Our Locations',
  id = 'locations',
  now = new Date(),
}: LocationSectionProps) {
  const locations = selectLocations(siteLocations, selection);
  const layout = chooseLocationLayout(locations.length, display);
  if (layout.kind === 'none') return null;
  const card = (location: (typeof locations)[number], size: 'large' | 'grid') => (
    <LocationCard
      location={location}
      href={getLocationHref(location, siteLocations)}
      config={site.config.locations}
      rating={ratings.get(location.id)}
      now={now}
      size={size}
    />
  );
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-layout={layout.kind}
      className="mx-auto max-w-7xl px-4 py-10"
    >
      <h2 id={headingId} className="mb-4 font-bold text-2xl">
        {title}
      </h2>
      {layout.kind === 'single' && locations[0] ? card(locations[0], 'large') : null}
      {layout.kind === 'grid' ? (
        <ul
          data-columns={layout.columnsOnLarge}
          className={
            layout.columnsOnLarge === 3
              ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
              : 'grid gap-4 sm:grid-cols-2'
          }
        >
          {locations.map((location) => (
            <li key={location.id}>{card(location, 'grid')}</li>
          ))}
        </ul>
      ) : null}
      {layout.kind === 'carousel' ? (
        <LocationsCarousel
          label={title}
          swipeHintOnLarge={layout.swipeHintOnLarge}
          narrowItems={layout.narrowItems}
          items={locations.map((location) => ({
            key: location.slug,
            label: location.name,
            content: card(location, 'grid'),
          }))}
        />
      ) : null}
    </section>
  );
}
