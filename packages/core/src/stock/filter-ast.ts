export type CompareOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

/** A parsed filter expression (a subset of Meilisearch's filter syntax; see README.md). */
export type FilterNode =
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'compare'; field: string; op: CompareOperator; value: string }
  | { kind: 'range'; field: string; from: string; to: string }
  | { kind: 'in'; field: string; values: string[]; negated: boolean }
  | { kind: 'exists'; field: string; negated: boolean };

/** A bad expression: names the 1-based column and what was expected there. */
export class FilterSyntaxError extends Error {
  constructor(
    readonly column: number,
    readonly detail: string,
  ) {
    super(`Invalid filter at column ${column}: ${detail}`);
    this.name = 'FilterSyntaxError';
  }
}

function quote(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** Canonical text of an expression; parsing it gives the same tree back. */
export function printFilter(node: FilterNode): string {
  switch (node.kind) {
    case 'or':
      return node.children
        .map((child) => (child.kind === 'or' ? `(${printFilter(child)})` : printFilter(child)))
        .join(' OR ');
    case 'and':
      return node.children
        .map((child) =>
          child.kind === 'or' || child.kind === 'and'
            ? `(${printFilter(child)})`
            : printFilter(child),
        )
        .join(' AND ');
    case 'not':
      return `NOT ${node.child.kind === 'compare' || node.child.kind === 'not' ? printFilter(node.child) : `(${printFilter(node.child)})`}`;
    case 'compare':
      return `${node.field} ${node.op} ${quote(node.value)}`;
    case 'range':
      return `${node.field} ${quote(node.from)} TO ${quote(node.to)}`;
    case 'in':
      return `${node.field} ${node.negated ? 'NOT IN' : 'IN'} [${node.values.map(quote).join(', ')}]`;
    case 'exists':
      return `${node.field} ${node.negated ? 'NOT EXISTS' : 'EXISTS'}`;
  }
}

/** Every field an expression mentions. */
export function listFilterFields(node: FilterNode): string[] {
  switch (node.kind) {
    case 'or':
    case 'and':
      return node.children.flatMap(listFilterFields);
    case 'not':
      return listFilterFields(node.child);
    default:
      return [node.field];
  }
}
