export {
  type FacetName,
  facetNames,
  type RangeField,
  rangeFields,
  type SortKey,
  sortKeys,
} from '@forecourt/core/search';
export * from './engine/search-index.ts';
export * from './engine/search-request.ts';
export * from './search-doc.ts';
