import type { SearchConfig, SearchState } from '@forecourt/core/search';
import { getSliderBounds } from '@forecourt/core/search';
import type { FacetName, SearchResponse } from '@forecourt/search';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { FacetFilter } from './facet-filter.tsx';
import { MakeCards } from './make-cards.tsx';
import { listPickerModels, ModelPicker } from './model-picker.tsx';
import { RangeSlider } from './range-slider.tsx';
import { ShowMeLabel } from './search-status.tsx';
import { SyncedTextInput } from './synced-controls.tsx';

interface SearchFiltersProps {
  state: SearchState;
  result: SearchResponse;
  config: SearchConfig;
  /** The vehicle noun, one and many (spec 1 §2: "Show Me {count} {vehicle type}"). */
  noun: { singular: string; plural: string };
  keywordPlaceholder: string;
  logos: Record<string, string | null>;
  sliders: readonly { field: 'price' | 'km' | 'year'; label: string }[];
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
  const makes = result.facets.make ?? [];
  const refinedMakes = state.refinements.make ?? [];
  const pickers = config.modelPicker
    ? refinedMakes.map((make) => ({
        make,
        models: listPickerModels(make, result.facets.make_model ?? [], config.modelPickerLimit),
      }))
    : [];
  const pickedModels = new Set(
    pickers.flatMap(({ models }) => models.map((pair) => pair.value.split('|')[1] ?? '')),
  );
  // Make cards and model pickers are inputs of this form, as is each configured filter; any other
  // refinement (a dealership from the path, a model with no picker) rides along unseen.
  const carried = Object.entries(state.refinements).flatMap(([facet, values]) => {
    if (config.filters.some((filter) => filter.facet === facet)) return [];
    if (facet === 'make')
      return [
        [facet, values.filter((make) => !makes.some((item) => item.value === make))],
      ] as const;
    if (facet === 'model')
      return [[facet, values.filter((model) => !pickedModels.has(model))]] as const;
    return [[facet, values]] as const;
  });

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
          items={makes}
          selected={refinedMakes}
          logos={props.logos}
          shown={config.makeCardsShown}
          popular={config.popularMakes}
        />
        {pickers.map(({ make, models }) => (
          <ModelPicker
            key={make}
            make={make}
            pairs={models}
            selected={state.refinements.model ?? []}
            limit={config.modelPickerLimit}
          />
        ))}
        {props.sliders.map(({ field, label }) => {
          const bounds = getSliderBounds(field, result.stats[field]);
          if (!bounds) return null;
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
        <Button type="submit" size="lg" className="flex-1 whitespace-nowrap">
          <ShowMeLabel total={props.total} noun={noun} />
        </Button>
        <Link
          prefetch={false}
          href={props.clearHref}
          scroll={false}
          className="min-h-11 px-2 py-2 underline"
        >
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
