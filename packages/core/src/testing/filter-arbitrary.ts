import fc from 'fast-check';
import type { FilterNode } from '../stock/filter-ast.ts';

const defaultFields = ['make', 'model', 'price', 'km', 'car_type', 'tag', 'location_id'] as const;
const anyValue = fc.oneof(
  fc.constantFrom('Ford', 'used', 'Runout Sale', "O'Brien", '10000', 'a\\b', ''),
  fc.string({ maxLength: 6 }),
);
/** Random filter trees over `fields` and awkward values (quotes, backslashes, numbers). */
export function makeFilterArbitrary(
  fields: readonly string[] = defaultFields,
  values: readonly string[] = [],
): fc.Arbitrary<FilterNode> {
  const fieldName = fc.constantFrom(...fields);
  const value = values.length === 0 ? anyValue : fc.oneof(anyValue, fc.constantFrom(...values));
  return fc.letrec<{ node: FilterNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({
        kind: fc.constant('compare' as const),
        field: fieldName,
        op: fc.constantFrom('=', '!=', '>', '>=', '<', '<=' as const),
        value,
      }),
      fc.record({ kind: fc.constant('range' as const), field: fieldName, from: value, to: value }),
      fc.record({
        kind: fc.constant('in' as const),
        field: fieldName,
        values: fc.array(value, { maxLength: 3 }),
        negated: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('exists' as const), field: fieldName, negated: fc.boolean() }),
      fc.record({ kind: fc.constant('not' as const), child: tie('node') }),
      fc.record({
        kind: fc.constant('and' as const),
        children: fc.array(tie('node'), { minLength: 2, maxLength: 3 }),
      }),
      fc.record({
        kind: fc.constant('or' as const),
        children: fc.array(tie('node'), { minLength: 2, maxLength: 3 }),
      }),
    ),
  })).node;
}

export const filterArbitrary = makeFilterArbitrary();
