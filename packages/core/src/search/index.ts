export {
  type ActiveRefinement,
  clearRefinements,
  listActiveRefinements,
} from './active-refinements.ts';
export { describeSearch } from './describe-search.ts';
export {
  type GridTile,
  placePromos,
} from './promos.ts';
export {
  clampRange,
  getSliderBounds,
  moveThumb,
  roundMovedValue,
  sliderStep,
} from './range-slider.ts';
export { readSearchAnswer, type SearchAnswer } from './search-answer.ts';
export {
  type SearchConfig,
  type SearchFilter,
  searchConfigSchema,
} from './search-config.ts';
export { toSearchPathFromVariant } from './search-path-variant.ts';
export {
  emptySearchState,
  getDisplayedTotal,
  type SearchState,
  sortOptions,
  withPage,
} from './search-state.ts';
export {
  buildSearchUrl,
  getSearchPlace,
  parseSearchUrl,
  type SearchPlace,
  type SearchUrlContext,
  withDefaultPath,
  withoutOrphanModels,
} from './search-url.ts';
export { buildSearchUrlContext } from './search-url-context.ts';
export {
  defaultStatFields,
  type FacetName,
  facetNames,
  type RangeField,
  rangeFields,
  type SortKey,
  sortKeys,
} from './search-vocabulary.ts';
