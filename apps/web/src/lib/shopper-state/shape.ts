/**
 * A few lines of runtime checking for what is read back from local storage. This ships to every
 * vehicle page, where zod (even zod/mini) would cost about 16 KB gzip of first-load JavaScript:
 * a check returns the value, or undefined when it does not fit.
 */
export type Check<T> = (value: unknown) => T | undefined;
export type Infer<C> = C extends Check<infer T> ? T : never;

export const text: Check<string> = (value) => (typeof value === 'string' ? value : undefined);

export const nonEmptyText: Check<string> = (value) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

export const positiveInt: Check<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** Null, or what `check` accepts; a missing field counts as null (older records lack it). */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null || value === undefined ? null : check(value));
}

/** An object with exactly these fields checked; other fields are dropped. */
export function record<F extends Record<string, Check<unknown>>>(
  fields: F,
): Check<{ [K in keyof F]: Infer<F[K]> }> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields)) {
      const checked = check(source[key]);
      if (checked === undefined) return undefined;
      result[key] = checked;
    }
    return result as { [K in keyof F]: Infer<F[K]> };
  };
}
