import type { SearchConfig } from '@forecourt/core/search/search-config';
import type { RangeField, SearchState } from '@forecourt/core/search/search-state';
import type { FacetName, SearchResponse } from '@forecourt/search';
import Link from 'next/link';
import { AnimatedCount } from '@/components/ui/animated-count';
import { buttonVariants } from '@/components/ui/button';
import { FacetFilter } from './facet-filter.tsx';
import { MakeCards } from './make-cards.tsx';
import { ModelPicker } from './model-picker.tsx';
import { RangeSlider } from './range-slider.tsx';
import { SyncedTextInput } from './synced-controls.tsx';

interface SearchFiltersProps {
  state: SearchState;
  result: SearchResponse;
  config: SearchConfig;
  /** The vehicle noun, one and many (spec 1 §2: "Show Me {count} {vehicle type}"). */
  noun: { singular: string; plural: string };
  keywordPlaceholder: string;
  logos: Record<string, string | null>;
  makeHref: (make: string) => string;
  modelHref: (model: string) => string;
  sliders: readonly { field: Exclude<RangeField, 'weekly_price'>; label: string }[];
  total: number;
  /** The search with no refinements. */
  clearHref: string;
}

/**
 * The filter form. Its inputs use the URL's own names and it submits to /search, so it works
 * without JavaScript; SearchShell makes every change apply at once when JavaScript runs.
 * FiltersPanel decides where it shows (sidebar, disclosure or sheet).
 */
export function SearchFilters(props: SearchFiltersProps) {
  const { state, result, config, noun } = props;
  const controlled = new Set<string>(config.filters.map((filter) => filter.facet));
  // Refinements with no input of their own (make and model come from cards and links) ride along.
  const carried = Object.entries(state.refinements).filter(([facet]) => !controlled.has(facet));

  return (
    <form
      id="search-filters"
      data-search="filters"
      action="/search"
      method="get"
      aria-label="Filter stock"
      className="space-y-6"
    >
      <div className="space-y-1">
        <label htmlFor="search-query" className="block font-semibold">
          Search
        </label>
        <SyncedTextInput
          id="search-query"
          type="search"
          name="query"
          value={state.query}
          placeholder={props.keywordPlaceholder}
          maxLength={100}
          className="min-h-11 w-full rounded-brand border border-line bg-surface px-3"
        />
      </div>
      {carried.flatMap(([facet, values]) =>
        values.map((value) => (
          <input
            key={`${facet}-${value}`}
            type="hidden"
            name={`refinementList[${facet}][]`}
            value={value}
          />
        )),
      )}
      {Object.entries(state.ranges)
        .filter(([field]) => !props.sliders.some((slider) => slider.field === field))
        .map(([field, range]) => (
          <input
            key={field}
            type="hidden"
            name={`range[${field}]`}
            value={`${range?.min ?? ''}:${range?.max ?? ''}`}
          />
        ))}
      <div className="space-y-6">
        <MakeCards
          items={result.facets.make ?? []}
          selected={state.refinements.make ?? []}
          logos={props.logos}
          hrefFor={props.makeHref}
          shown={config.makeCardsShown}
          popular={config.popularMakes}
        />
        {config.modelPicker
          ? (state.refinements.make ?? []).map((make) => (
              <ModelPicker
                key={make}
                make={make}
                pairs={result.facets.make_model ?? []}
                selected={state.refinements.model ?? []}
                hrefFor={props.modelHref}
                limit={config.modelPickerLimit}
              />
            ))
          : null}
        {props.sliders.map(({ field, label }) => {
          const bounds = result.stats[field];
          if (!bounds || bounds.min === bounds.max) return null;
          const range = state.ranges[field] ?? {};
          return (
            <div key={field}>
              <RangeSlider
                field={field}
                label={label}
                bounds={bounds}
                value={range}
                debounceMs={config.sliderDebounceMs}
              />
              <noscript>
                <RangeInputs field={field} label={label} range={range} />
              </noscript>
            </div>
          );
        })}
        {config.filters.map((filter) => (
          <FacetFilter
            key={filter.facet}
            filter={filter}
            items={result.facets[filter.facet as FacetName] ?? []}
            selected={state.refinements[filter.facet] ?? []}
          />
        ))}
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 bg-surface py-3">
        <button
          type="submit"
          className={buttonVariants({ size: 'lg', className: 'flex-1 whitespace-nowrap' })}
        >
          Show Me <AnimatedCount value={props.total} />{' '}
          {props.total === 1 ? noun.singular : noun.plural}
        </button>
        <Link href={props.clearHref} scroll={false} className="min-h-11 px-2 py-2 underline">
          Clear all
        </Link>
      </div>
    </form>
  );
}

/** Without JavaScript the slider cannot move: two plain number inputs instead. */
function RangeInputs({
  field,
  label,
  range,
}: {
  field: string;
  label: string;
  range: { min?: number; max?: number };
}) {
  const inputClass = 'min-h-11 w-full rounded-brand border border-line bg-surface px-2';
  return (
    <div className="mt-2 grid grid-cols-2 gap-2">
      <label className="text-sm">
        Minimum {label.toLowerCase()}
        <input
          type="number"
          name={`range[${field}][min]`}
          defaultValue={range.min}
          className={inputClass}
        />
      </label>
      <label className="text-sm">
        Maximum {label.toLowerCase()}
        <input
          type="number"
          name={`range[${field}][max]`}
          defaultValue={range.max}
          className={inputClass}
        />
      </label>
    </div>
  );
}
