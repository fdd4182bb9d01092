/**
 * A few lines of runtime checking for JSON the browser reads back: local storage, and the answers
 * of the site's own JSON routes. They ship to every vehicle and search page, where zod (even
 * zod/mini) would cost about 16 KB gzip of first-load JavaScript: a check returns the value, or
 * undefined when it does not fit.
 */
export type Check<T> = (value: unknown) => T | undefined;
export type Infer<C> = C extends Check<infer T> ? T : never;

export const text: Check<string> = (value) => (typeof value === 'string' ? value : undefined);

export const nonEmptyText: Check<string> = (value) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

export const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A finite number (JSON has no NaN or Infinity, but a check should not assume JSON). */
export const number: Check<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export const integer: Check<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

export const positiveInt: Check<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** Exactly one of these strings (a `kind`, a tone). */
export function oneOf<const V extends string>(...values: V[]): Check<V> {
  return (value) => (values.includes(value as V) ? (value as V) : undefined);
}

/** Null, or what `check` accepts; a missing field counts as null (older records lack it). */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null || value === undefined ? null : check(value));
}

const optionalMark = Symbol('optional');
export type OptionalCheck<T> = Check<T> & { readonly [optionalMark]: true };

/** A field `record` leaves out when it is missing, and checks when it is there. */
export function optional<T>(check: Check<T>): OptionalCheck<T> {
  return Object.assign((value: unknown) => check(value), { [optionalMark]: true as const });
}

/** An array whose every item `check` accepts. */
export function list<T>(check: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const item of value) {
      const checked = check(item);
      if (checked === undefined) return undefined;
      items.push(checked);
    }
    return items;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of any keys whose every value `check` accepts (field errors by field name). */
export function dictionary<T>(check: Check<T>): Check<Record<string, T>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const checked = check(item);
      if (checked === undefined) return undefined;
      result[key] = checked;
    }
    return result;
  };
}

type Fields = Record<string, Check<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type Shape<F extends Fields> = Simplify<
  { [K in keyof F as F[K] extends OptionalCheck<unknown> ? never : K]: Infer<F[K]> } & {
    [K in keyof F as F[K] extends OptionalCheck<unknown> ? K : never]?: Infer<F[K]>;
  }
>;

/** An object with exactly these fields checked; other fields are dropped. */
export function record<F extends Fields>(fields: F): Check<Shape<F>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields)) {
      if (value[key] === undefined && optionalMark in check) continue;
      const checked = check(value[key]);
      if (checked === undefined) return undefined;
      result[key] = checked;
    }
    return result as Shape<F>;
  };
}

/** The first of `checks` that accepts the value: a union, told apart by a `kind` field. */
export function either<C extends Check<unknown>[]>(...checks: C): Check<Infer<C[number]>> {
  return (value) => {
    for (const check of checks) {
      const checked = check(value);
      if (checked !== undefined) return checked as Infer<C[number]>;
    }
    return undefined;
  };
}

/**
 * What `check` makes of a route's answer; a TypeError naming `what` when it does not fit (a
 * proxy's error page, a route and a client out of step).
 */
export function readShape<T>(check: Check<T>, body: unknown, what: string): T {
  const checked = check(body);
  if (checked === undefined) throw new TypeError(`Not ${what}`);
  return checked;
}

/** What `read` makes of `body`, or null when it refuses it. */
export function readOrNull<T>(read: (body: unknown) => T, body: unknown): T | null {
  try {
    return read(body);
  } catch {
    return null;
  }
}
