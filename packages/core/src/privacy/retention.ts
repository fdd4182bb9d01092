import type { LeadAttribution } from '../leads/lead.ts';

/**
 * The instant before which personal data is past a retention period of `months` calendar
 * months, counted back from `now` in UTC (31 March less one month is 28 or 29 February).
 */
export function getRetentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * A lead's attribution without the person: the campaign (utm_* parameters) stays for the
 * dealer's marketing figures; the page addresses, browser and click ids (gclid, fbclid: ids an
 * ad network can tie to one person) go.
 */
export function anonymiseLeadAttribution(attribution: LeadAttribution): LeadAttribution {
  const campaign = Object.entries(attribution.linkedQueryParams).filter(([name]) =>
    name.toLowerCase().startsWith('utm_'),
  );
  return {
    url: '',
    source: attribution.source,
    userAgent: '',
    visitedPages: [],
    linkedQueryParams: Object.fromEntries(campaign),
  };
}
