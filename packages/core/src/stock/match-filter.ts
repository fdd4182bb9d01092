import type { CompareOperator, FilterNode } from './filter-ast.ts';
import { readField, type StockRecord } from './stock-fields.ts';

const normalise = (value: string | number) => String(value).toLowerCase();

export function toNumber(value: string | number): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function equals(actual: string | number, expected: string): boolean {
  const a = toNumber(actual);
  const b = toNumber(expected);
  if (a !== null && b !== null) return a === b;
  return normalise(actual) === normalise(expected);
}

export function compare(actual: string | number, op: CompareOperator, expected: string): boolean {
  if (op === '=') return equals(actual, expected);
  if (op === '!=') return !equals(actual, expected);
  const a = toNumber(actual);
  const b = toNumber(expected);
  if (a === null || b === null) return false;
  return op === '>' ? a > b : op === '>=' ? a >= b : op === '<' ? a < b : a <= b;
}

/**
 * Whether one record matches: the plain, per-record meaning of an expression. The search engine
 * compiles expressions to bitsets; property tests hold the two to the same answers.
 */
export function matchesFilter(doc: StockRecord, node: FilterNode): boolean {
  switch (node.kind) {
    case 'or':
      return node.children.some((child) => matchesFilter(doc, child));
    case 'and':
      return node.children.every((child) => matchesFilter(doc, child));
    case 'not':
      return !matchesFilter(doc, node.child);
    case 'compare': {
      const values = readField(doc, node.field);
      // A document without the field is "not equal" to anything (Meilisearch semantics).
      if (node.op === '!=') return !values.some((value) => equals(value, node.value));
      return values.some((value) => compare(value, node.op, node.value));
    }
    case 'range': {
      const from = toNumber(node.from);
      const to = toNumber(node.to);
      if (from === null || to === null) return false;
      return readField(doc, node.field).some((value) => {
        const number = toNumber(value);
        return number !== null && number >= from && number <= to;
      });
    }
    case 'in': {
      const found = readField(doc, node.field).some((value) =>
        node.values.some((expected) => equals(value, expected)),
      );
      return node.negated ? !found : found;
    }
    case 'exists': {
      const present = readField(doc, node.field).length > 0;
      return node.negated ? !present : present;
    }
  }
}
