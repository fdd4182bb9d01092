import {
  type FacetName,
  facetNames,
  isFacetName,
  rangeFields,
} from '../search/search-vocabulary.ts';
import { type FilterNode, FilterSyntaxError, listFilterFields } from './filter-ast.ts';
import { parseFilter } from './parse-filter.ts';

/** Numeric fields a filter may compare: the range fields plus ids, timestamps and ranks. */
export const filterableNumbers = [
  ...rangeFields,
  'id',
  'location_id',
  'dealership_id',
  'sold_date_timestamp',
  'custom_rank',
] as const;
export type FilterableNumber = (typeof filterableNumbers)[number];

/** Yes/no fields a filter may test. */
export const booleanFields = ['show_on_dealer_website'] as const;

/**
 * One car as filters see it: flat facet values (a car and its location and dealership), numbers
 * and the website flag. Search documents extend it; stock filters and `isListed` read it.
 */
export interface StockRecord {
  id: number;
  facets: Partial<Record<FacetName, string | string[]>>;
  numbers: Partial<Record<FilterableNumber, number | null>>;
  showOnDealerWebsite: boolean;
}

export type FieldKind = 'facet' | 'number' | 'boolean';

export function getFieldKind(field: string): FieldKind | null {
  if (isFacetName(field)) return 'facet';
  if ((filterableNumbers as readonly string[]).includes(field)) return 'number';
  if ((booleanFields as readonly string[]).includes(field)) return 'boolean';
  return null;
}

/** The values a record has for a field, as strings or numbers; empty when it has none. */
export function readField(record: StockRecord, field: string): (string | number)[] {
  const kind = getFieldKind(field);
  if (kind === 'facet') {
    const value = record.facets[field as FacetName];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  }
  if (kind === 'number') {
    const value = record.numbers[field as FilterableNumber];
    return value === null || value === undefined ? [] : [value];
  }
  if (kind === 'boolean') return [String(record.showOnDealerWebsite)];
  return [];
}

/**
 * Parse an expression and check every field exists. Throws FilterSyntaxError naming the column;
 * site configs run it when they are loaded or saved, so a bad expression is a config error.
 */
export function parseStockFilter(input: string): FilterNode | null {
  if (input.trim() === '') return null;
  const tree = parseFilter(input);
  for (const field of listFilterFields(tree)) {
    if (getFieldKind(field) === null) {
      const column = input.indexOf(field) + 1;
      throw new FilterSyntaxError(
        column,
        `unknown field '${field}'; filterable fields are ${[...facetNames, ...filterableNumbers, ...booleanFields].join(', ')}`,
      );
    }
  }
  return tree;
}

/** Validate a stock filter expression; the message names the column of the first problem. */
export function validateStockFilter(input: string): { ok: true } | { ok: false; message: string } {
  try {
    parseStockFilter(input);
    return { ok: true };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, message: error.message };
    throw error;
  }
}
