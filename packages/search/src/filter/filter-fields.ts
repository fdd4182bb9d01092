import {
  type FacetName,
  type FilterableNumber,
  facetNames,
  filterableNumbers,
  type SearchDoc,
} from '../search-doc.ts';
import { type FilterNode, FilterSyntaxError, listFilterFields } from './filter-ast.ts';
import { parseFilter } from './parse-filter.ts';

/** Facet fields, numeric fields and the visibility flag are all filterable. */
export const BOOLEAN_FIELDS = ['show_on_dealer_website'] as const;

export type FieldKind = 'facet' | 'number' | 'boolean';

export function getFieldKind(field: string): FieldKind | null {
  if ((facetNames as readonly string[]).includes(field)) return 'facet';
  if ((filterableNumbers as readonly string[]).includes(field)) return 'number';
  if ((BOOLEAN_FIELDS as readonly string[]).includes(field)) return 'boolean';
  return null;
}

/** The values a document has for a field, as strings or numbers; empty when it has none. */
export function readField(doc: SearchDoc, field: string): (string | number)[] {
  const kind = getFieldKind(field);
  if (kind === 'facet') {
    const value = doc.facets[field as FacetName];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  }
  if (kind === 'number') {
    const value = doc.numbers[field as FilterableNumber];
    return value === null || value === undefined ? [] : [value];
  }
  if (kind === 'boolean') return [String(doc.showOnDealerWebsite)];
  return [];
}

/**
 * Parse an expression and check every field exists. Throws FilterSyntaxError naming the column;
 * used when a site's stock filter is loaded, so a bad expression is a config error, not a 500.
 */
export function parseStockFilter(input: string): FilterNode | null {
  if (input.trim() === '') return null;
  const tree = parseFilter(input);
  for (const field of listFilterFields(tree)) {
    if (getFieldKind(field) === null) {
      const column = input.indexOf(field) + 1;
      throw new FilterSyntaxError(
        column,
        `unknown field '${field}'; filterable fields are ${[...facetNames, ...filterableNumbers, ...BOOLEAN_FIELDS].join(', ')}`,
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
