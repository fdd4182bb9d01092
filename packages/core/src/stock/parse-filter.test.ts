import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterArbitrary } from '../testing/filter-arbitrary.ts';
import { FilterSyntaxError, printFilter } from './filter-ast.ts';
import { parseFilter } from './parse-filter.ts';
import { parseStockFilter, validateStockFilter } from './stock-fields.ts';

describe('parseFilter', () => {
  it('reads the spec examples', () => {
    expect(parseFilter('make = Ford OR car_type = used')).toEqual({
      kind: 'or',
      children: [
        { kind: 'compare', field: 'make', op: '=', value: 'Ford' },
        { kind: 'compare', field: 'car_type', op: '=', value: 'used' },
      ],
    });
    expect(parseFilter('price 10000 TO 50000')).toEqual({
      kind: 'range',
      field: 'price',
      from: '10000',
      to: '50000',
    });
    expect(parseFilter('location_id IN [3, 7]')).toEqual({
      kind: 'in',
      field: 'location_id',
      values: ['3', '7'],
      negated: false,
    });
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(printFilter(parseFilter('a = 1 OR b = 2 AND NOT c = 3'))).toBe(
      "a = '1' OR b = '2' AND NOT c = '3'",
    );
    expect(parseFilter('(a = 1 OR b = 2) AND c = 3')).toMatchObject({
      kind: 'and',
      children: [{ kind: 'or' }, { kind: 'compare' }],
    });
  });

  it('reads quoted values, keywords in any case, NOT IN and NOT EXISTS', () => {
    expect(parseFilter(`tag = 'Runout Sale' and badge = "Sport \\"X\\""`)).toMatchObject({
      kind: 'and',
      children: [{ value: 'Runout Sale' }, { value: 'Sport "X"' }],
    });
    expect(parseFilter('make NOT IN [Suzuki]')).toEqual({
      kind: 'in',
      field: 'make',
      values: ['Suzuki'],
      negated: true,
    });
    expect(parseFilter('tag not exists')).toEqual({ kind: 'exists', field: 'tag', negated: true });
    // A quoted value is a value even when it spells a keyword.
    expect(parseFilter("make 'oR' TO 'Ford'")).toEqual({
      kind: 'range',
      field: 'make',
      from: 'oR',
      to: 'Ford',
    });
    expect(parseFilter('sold_date_timestamp >= 1700000000')).toMatchObject({
      op: '>=',
      value: '1700000000',
    });
  });

  it('names the column and what was expected when the expression is wrong', () => {
    const cases: [string, RegExp][] = [
      ['make =', /column 7: expected a value after '=' but found the end/],
      ['make = Ford OR', /column 15: expected a field name or \(/],
      ['(make = Ford', /column 13: expected '\)'/],
      ['price 1 TO', /column 11: expected a value after 'TO'/],
      ["make = 'Ford", /column 8: unterminated quoted value/],
      ['make ! Ford', /column 6: expected '!='/],
      ['make Ford', /column 10: expected 'TO'/],
      ['location_id IN [3 7]', /column 19: expected ',' or '\]'/],
      ['', /column 1: the expression is empty/],
    ];
    for (const [input, message] of cases) {
      expect(() => parseFilter(input), input).toThrowError(message);
      expect(() => parseFilter(input)).toThrowError(FilterSyntaxError);
    }
  });
});

describe('stock filters', () => {
  it('rejects unknown fields with their position', () => {
    expect(() => parseStockFilter('make = Ford OR colur = Red')).toThrowError(
      /column 16: unknown field 'colur'/,
    );
    expect(validateStockFilter('car_type = used OR location_id = 3')).toEqual({ ok: true });
    expect(validateStockFilter('price >')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/column 8/),
    });
  });
  it('treats an empty expression as no filter', () => expect(parseStockFilter('  ')).toBeNull());
});

describe('printFilter', () => {
  it('round-trips: parse(print(tree)) prints the same text', () => {
    fc.assert(
      fc.property(filterArbitrary, (tree) => {
        const text = printFilter(tree);
        expect(printFilter(parseFilter(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
