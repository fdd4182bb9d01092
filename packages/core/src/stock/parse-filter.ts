import { type CompareOperator, type FilterNode, FilterSyntaxError } from './filter-ast.ts';

type Token =
  | { type: 'word'; text: string; column: number; quoted: boolean }
  | { type: 'op'; text: CompareOperator; column: number }
  | { type: 'punct'; text: '(' | ')' | '[' | ']' | ','; column: number }
  | { type: 'end'; column: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS']);

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i] as string;
    const column = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if ('()[],'.includes(char)) {
      tokens.push({ type: 'punct', text: char as '(' | ')' | '[' | ']' | ',', column });
      i++;
    } else if (char === '!' || char === '=' || char === '<' || char === '>') {
      const two = input.slice(i, i + 2);
      if (two === '!=' || two === '>=' || two === '<=') {
        tokens.push({ type: 'op', text: two, column });
        i += 2;
      } else if (char === '!') {
        throw new FilterSyntaxError(column, "expected '!=' but found '!'");
      } else {
        tokens.push({ type: 'op', text: char as CompareOperator, column });
        i++;
      }
    } else if (char === '"' || char === "'") {
      let text = '';
      i++;
      while (i < input.length && input[i] !== char) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length)
        throw new FilterSyntaxError(column, `unterminated quoted value starting with ${char}`);
      i++;
      tokens.push({ type: 'word', text, column, quoted: true });
    } else {
      let text = '';
      while (i < input.length && !/[\s()[\],!=<>"']/.test(input[i] as string)) text += input[i++];
      tokens.push({ type: 'word', text, column, quoted: false });
    }
  }
  tokens.push({ type: 'end', column: input.length + 1 });
  return tokens;
}

const describe = (token: Token) =>
  token.type === 'end' ? 'the end of the expression' : `'${token.text}'`;

/** Parse a filter expression; throws FilterSyntaxError naming the column of the problem. */
export function parseFilter(input: string): FilterNode {
  const tokens = tokenize(input);
  let position = 0;
  const peek = () => tokens[position] as Token;
  const next = () => tokens[position++] as Token;
  const isKeyword = (token: Token, keyword: string) =>
    token.type === 'word' && !token.quoted && token.text.toUpperCase() === keyword;
  const fail = (token: Token, expected: string): never => {
    throw new FilterSyntaxError(token.column, `expected ${expected} but found ${describe(token)}`);
  };

  const value = (what: string): string => {
    const token = next();
    if (token.type !== 'word' || (!token.quoted && KEYWORDS.has(token.text.toUpperCase())))
      return fail(token, what);
    return token.text;
  };

  const condition = (): FilterNode => {
    const fieldToken = next();
    if (
      fieldToken.type !== 'word' ||
      (!fieldToken.quoted && KEYWORDS.has(fieldToken.text.toUpperCase()))
    ) {
      return fail(fieldToken, 'a field name or (');
    }
    const field = fieldToken.text;
    const token = peek();
    if (token.type === 'op') {
      next();
      return {
        kind: 'compare',
        field,
        op: token.text,
        value: value(`a value after '${token.text}'`),
      };
    }
    if (isKeyword(token, 'EXISTS')) {
      next();
      return { kind: 'exists', field, negated: false };
    }
    if (isKeyword(token, 'IN')) {
      next();
      return { kind: 'in', field, values: list(), negated: false };
    }
    if (isKeyword(token, 'NOT')) {
      next();
      const after = next();
      if (isKeyword(after, 'EXISTS')) return { kind: 'exists', field, negated: true };
      if (isKeyword(after, 'IN')) return { kind: 'in', field, values: list(), negated: true };
      return fail(after, "'IN' or 'EXISTS' after 'NOT'");
    }
    if (token.type === 'word' && (token.quoted || !KEYWORDS.has(token.text.toUpperCase()))) {
      const from = value('a value');
      const to = peek();
      if (!isKeyword(to, 'TO')) return fail(to, "'TO'");
      next();
      return { kind: 'range', field, from, to: value("a value after 'TO'") };
    }
    return fail(token, `an operator (=, !=, >, >=, <, <=, TO, IN, EXISTS) after '${field}'`);
  };

  const list = (): string[] => {
    const open = next();
    if (open.type !== 'punct' || open.text !== '[') fail(open, "'['");
    const values: string[] = [];
    if (peek().type === 'punct' && (peek() as { text: string }).text === ']') {
      next();
      return values;
    }
    for (;;) {
      values.push(value('a value in the list'));
      const separator = next();
      if (separator.type === 'punct' && separator.text === ']') return values;
      if (separator.type !== 'punct' || separator.text !== ',') fail(separator, "',' or ']'");
    }
  };

  const primary = (): FilterNode => {
    const token = peek();
    if (isKeyword(token, 'NOT')) {
      next();
      return { kind: 'not', child: primary() };
    }
    if (token.type === 'punct' && token.text === '(') {
      next();
      const inner = or();
      const close = next();
      if (close.type !== 'punct' || close.text !== ')') fail(close, "')'");
      return inner;
    }
    return condition();
  };

  const and = (): FilterNode => {
    const children = [primary()];
    while (isKeyword(peek(), 'AND')) {
      next();
      children.push(primary());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children };
  };

  const or = (): FilterNode => {
    const children = [and()];
    while (isKeyword(peek(), 'OR')) {
      next();
      children.push(and());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children };
  };

  if (peek().type === 'end') throw new FilterSyntaxError(1, 'the expression is empty');
  const tree = or();
  const rest = peek();
  if (rest.type !== 'end') fail(rest, "'AND', 'OR' or the end of the expression");
  return tree;
}
