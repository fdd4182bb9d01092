import type { FacetName } from '@forecourt/core/search';
import type { FilterNode } from '@forecourt/core/stock';
import {
  compare,
  equals,
  type FilterableNumber,
  getFieldKind,
  toNumber,
} from '@forecourt/core/stock';
import { Bitset } from './bitset.ts';
import type { FacetStore } from './facet-store.ts';

export interface FilterSources {
  capacity: number;
  alive: Bitset;
  facets: FacetStore;
  numbers: Map<FilterableNumber, Float64Array>;
  shown: Bitset;
}

/**
 * An expression as a bitset over live documents. Same meaning as matchesFilter (a property
 * test holds them together), but per distinct value or column, not per document.
 */
export function compileFilter(node: FilterNode, sources: FilterSources): Bitset {
  const { alive } = sources;
  switch (node.kind) {
    case 'or':
      return node.children.reduce(
        (acc, child) => acc.or(compileFilter(child, sources)),
        new Bitset(sources.capacity),
      );
    case 'and':
      return node.children.reduce(
        (acc, child) => acc.and(compileFilter(child, sources)),
        alive.clone(),
      );
    case 'not':
      return alive.clone().andNot(compileFilter(node.child, sources));
    case 'compare':
      if (node.op === '!=')
        return alive
          .clone()
          .andNot(select(node.field, sources, (value) => equals(value, node.value)));
      return select(node.field, sources, (value) => compare(value, node.op, node.value));
    case 'range': {
      const from = toNumber(node.from);
      const to = toNumber(node.to);
      if (from === null || to === null) return new Bitset(sources.capacity);
      return select(node.field, sources, (value) => {
        const number = toNumber(value);
        return number !== null && number >= from && number <= to;
      });
    }
    case 'in': {
      const found = select(node.field, sources, (value) =>
        node.values.some((expected) => equals(value, expected)),
      );
      return node.negated ? alive.clone().andNot(found) : found;
    }
    case 'exists': {
      const present = select(node.field, sources, () => true);
      return node.negated ? alive.clone().andNot(present) : present;
    }
  }
}

/** Live documents having some value of `field` for which `test` holds. */
function select(
  field: string,
  sources: FilterSources,
  test: (value: string | number) => boolean,
): Bitset {
  const result = new Bitset(sources.capacity);
  const kind = getFieldKind(field);
  if (kind === 'facet') {
    for (const entry of sources.facets.list(field as FacetName))
      if (test(entry.value)) result.or(entry.bits);
  } else if (kind === 'number') {
    const column = sources.numbers.get(field as FilterableNumber);
    if (column)
      for (let docNo = 0; docNo < column.length; docNo++) {
        const value = column[docNo] as number;
        if (!Number.isNaN(value) && test(value)) result.add(docNo);
      }
  } else if (kind === 'boolean') {
    if (test('true')) result.or(sources.shown);
    if (test('false')) result.or(sources.alive.clone().andNot(sources.shown));
  }
  return result.and(sources.alive);
}
