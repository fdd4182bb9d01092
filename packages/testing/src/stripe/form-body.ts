/** A value of a form body in Stripe's bracket notation (`line_items[0][price_data][currency]`). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

type Tree = Map<string, Tree | string>;

/**
 * Reads an application/x-www-form-urlencoded body as the Stripe API does: brackets nest, and a
 * level whose keys are all 0, 1, 2… is an array. Keys go into Maps first, so a key such as
 * `__proto__` stays data.
 */
export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Tree = new Map();
  for (const [name, value] of new URLSearchParams(body)) {
    const path = keyPath(name);
    if (!path) throw new Error(`Unreadable parameter name '${name}'`);
    let node = root;
    for (const [index, key] of path.entries()) {
      if (index === path.length - 1) {
        node.set(key, value);
        break;
      }
      const next = node.get(key);
      if (typeof next === 'string')
        throw new Error(`Parameter '${name}' is both a value and an object`);
      const child: Tree = next ?? new Map();
      node.set(key, child);
      node = child;
    }
  }
  const result = toValue(root);
  if (typeof result === 'string' || Array.isArray(result)) throw new Error('Unreadable form body');
  return result;
}

function keyPath(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1], ...rest];
}

function toValue(node: Tree | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return keys.map((key) => toValue(node.get(key) as Tree | string));
  }
  const object: { [key: string]: FormValue } = Object.create(null);
  for (const [key, child] of node) object[key] = toValue(child);
  return object;
}
