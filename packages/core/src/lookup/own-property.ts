/**
 * The value a plain object holds under `key` itself, never one inherited from Object.prototype:
 * URL text such as 'constructor', '__proto__' or 'toString' must look up nothing, not a function.
 */
export function getOwn<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
