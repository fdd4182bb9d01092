/** '3,7,12' from a query string as ids: positive integers, unique, at most `max`; junk is dropped. */
export function parseIdList(value: string | null, max: number): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, max);
}
