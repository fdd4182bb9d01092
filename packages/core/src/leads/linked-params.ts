/** Query parameters that link a visit to a campaign (spec 2 §3 linked_query_params). */
export const LINKED_PARAM_PATTERN =
  /^(utm_[a-z_]{1,30}|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|li_fat_id)$/;

/** Campaign parameters of a query string ('?utm_source=x&page=2' → { utm_source: 'x' }). */
export function pickLinkedQueryParams(search: string): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, raw] of new URLSearchParams(search)) {
    if (LINKED_PARAM_PATTERN.test(key) && raw !== '') picked[key] = raw.slice(0, 500);
  }
  return picked;
}

/** Only keys that look like campaign parameters survive (attribution is shopper-supplied). */
export function cleanLinkedQueryParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(([key]) => LINKED_PARAM_PATTERN.test(key)),
  );
}
