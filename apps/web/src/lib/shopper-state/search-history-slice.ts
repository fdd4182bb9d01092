import { type Infer, nonEmptyText, record, text } from '@forecourt/core/json';
import type { ListSlice } from './list-slice.ts';

/** A recent search (spec 2 §9: the last five, with their path). */
export const searchHistoryShape = record({ path: nonEmptyText, label: text });
export type SearchHistoryEntry = Infer<typeof searchHistoryShape>;

export const searchHistorySlice: ListSlice<SearchHistoryEntry> = {
  key: 'search-history',
  version: 1,
  max: 5,
  parseItem: (raw) => searchHistoryShape(raw) ?? null,
  idOf: (item) => item.path,
};
