import type { CarDisplayConfig } from '@forecourt/core/car';
import type { FinanceConfig } from '@forecourt/core/finance';
import type { GridTile, SearchState } from '@forecourt/core/search';
import { sortOptions } from '@forecourt/core/search';
import type { VehiclePageConfig } from '@forecourt/core/vehicle';
import type { SearchHitCar, SearchResponse } from '@forecourt/search';
import { EstimateFootnote } from '@/components/finance/estimate-footnote';
import { Button } from '@/components/ui/button';
import { ActiveRefinementChips, type RefinementChip } from './active-refinement-chips.tsx';
import { RecentSearches } from './recent-searches.tsx';
import { NoResults, Pagination, ResultsGrid } from './results-grid.tsx';
import { SaveSearch } from './save-search.tsx';
import { SearchFailure } from './search-status.tsx';
import { SyncedSelect } from './synced-controls.tsx';

interface SearchResultsProps {
  heading: string;
  total: number;
  state: SearchState;
  tiles: GridTile<SearchHitCar>[];
  result: SearchResponse;
  display: CarDisplayConfig;
  favourites: VehiclePageConfig['favourites'];
  /** Watchlist Save buttons on the cards (config features.watchlist). */
  watchlist: boolean;
  estimate: FinanceConfig['estimate'];
  now: Date;
  clearHref: string;
  pageHref: (page: number) => string;
  /** Parts of the link that were not understood (and left out). */
  invalid: string[];
  /** Group sites: the dealerships for the directory search box. */
  dealerships: { slug: string; name: string }[];
  /** The dealership the search is limited to (`/search/{dealership_slug}`), chosen in that box. */
  dealershipSlug: string | null;
  historyPath: string;
  /** The refinements in force, each removable. */
  chips: RefinementChip[];
  clearAllHref: string;
  /** 'Save search' where the site keeps saved searches (My Garage). */
  savedSearches: boolean;
}

export function SearchResults(props: SearchResultsProps) {
  const { state, result } = props;
  return (
    <section aria-labelledby="results-heading" className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="results-heading" className="font-bold text-3xl">
            {props.heading}
          </h1>
          <p className="mt-1 text-muted" role="status">
            {props.total.toLocaleString('en-AU')} {props.total === 1 ? 'result' : 'results'}
          </p>
          {props.savedSearches ? (
            <div className="mt-2">
              <SaveSearch path={props.historyPath} defaultName={props.heading} />
            </div>
          ) : null}
        </div>
        <div className="flex min-w-0 max-w-full flex-wrap items-end gap-4">
          {props.dealerships.length > 1 ? (
            <DirectorySearch dealerships={props.dealerships} chosen={props.dealershipSlug} />
          ) : null}
          <div>
            <label htmlFor="search-sort" className="block text-sm">
              Sort by
            </label>
            <SyncedSelect
              id="search-sort"
              name="sortBy"
              form="search-filters"
              value={state.sortBy}
              className="min-h-11 rounded-brand border border-line bg-surface px-2"
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SyncedSelect>
          </div>
        </div>
      </div>
      <ActiveRefinementChips chips={props.chips} clearHref={props.clearAllHref} />
      <SearchFailure />
      {props.invalid.length > 0 ? (
        <div role="alert" className="mt-4 rounded-brand border border-danger p-4 text-sm">
          <p className="font-semibold">
            Some parts of this search link were not understood and were left out:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {props.invalid.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div
        className="mt-6 transition-opacity group-data-[pending]/search:opacity-60"
        aria-busy="false"
      >
        {result.hits.length > 0 ? (
          <>
            {/* The cards' titles are h3s: this keeps the outline from skipping a level. */}
            <h2 className="sr-only">Search results</h2>
            <ResultsGrid
              tiles={props.tiles}
              display={props.display}
              favourites={props.favourites}
              watchlist={props.watchlist}
              estimate={props.estimate}
              now={props.now}
            />
          </>
        ) : (
          <NoResults clearHref={props.clearHref} />
        )}
      </div>
      <Pagination page={result.page} pages={result.pages} hrefFor={props.pageHref} />
      {result.hits.length > 0 ? <EstimateFootnote settings={props.estimate} /> : null}
      <RecentSearches path={props.historyPath} label={props.heading} />
    </section>
  );
}

/** Group sites: go straight to one dealership's stock. A plain GET form; no JavaScript needed. */
function DirectorySearch({
  dealerships,
  chosen,
}: {
  dealerships: { slug: string; name: string }[];
  chosen: string | null;
}) {
  return (
    // Shrinks with a narrow screen: dealership names are long (the select is as wide as the longest).
    <form action="/search" method="get" className="flex min-w-0 max-w-full items-end gap-2">
      <div className="min-w-0">
        <label htmlFor="directory-search" className="block text-sm">
          Find a dealership
        </label>
        <select
          id="directory-search"
          name="refinementList[dealership_slug][]"
          defaultValue={chosen ?? undefined}
          className="min-h-11 w-full min-w-0 max-w-full rounded-brand border border-line bg-surface px-2"
        >
          {dealerships.map((dealership) => (
            <option key={dealership.slug} value={dealership.slug}>
              {dealership.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" className="shrink-0 px-3">
        View stock
      </Button>
    </form>
  );
}
