import { formatDayLabel, getHoursOn } from '../leads/test-drive-slots.ts';
import type { Location, OpeningHour, SpecialHours } from '../location/location.ts';
import { addDays, getZonedParts, timeZoneForState } from '../location/time-zone.ts';
import { toSlug } from '../text/slug.ts';
import type { ServiceBookingProvider, ServiceConfig } from './service-config.ts';

/** '/ford-service' for a site booking Ford service through an outside system; null otherwise. */
export function getMakeServicePath(booking: ServiceBookingProvider): string | null {
  if (booking.provider === 'none') return null;
  const slug = toSlug(booking.make);
  return slug ? `/${slug}-service` : null;
}

/**
 * The header's service item (spec 2 §2 Navigation): 'Service' at /service, or '{Make} Service'
 * at /{make}-service when the dealer books service through an outside system.
 */
export function getServiceNavLink(config: ServiceConfig): { label: string; href: string } | null {
  const path = getMakeServicePath(config.booking);
  if (!path || config.booking.provider === 'none') return null;
  return { label: `${config.booking.make} Service`, href: path };
}

/** The outside booking page a shopper can use instead of our form; null when there is none. */
export function getExternalBooking(
  booking: ServiceBookingProvider,
): { url: string; label: string } | null {
  switch (booking.provider) {
    case 'none':
      return null;
    case 'xtime':
      return {
        url: `https://consumer.xtime.com/scheduling/?webKey=${encodeURIComponent(booking.webkey)}`,
        label: `Book your ${booking.make} service online with Xtime`,
      };
    case 'manufacturer':
      return { url: booking.url, label: booking.label };
  }
}

/**
 * The service department(s) (spec 2 §2 Locations 'service'): service locations, primary first;
 * none means the site's first location does service too.
 */
export function listServiceLocations(locations: Location[]): Location[] {
  const service = locations.filter((location) => location.locationType === 'service');
  const pool = service.length > 0 ? service : locations.slice(0, 1);
  return [...pool].sort((a, b) => Number(b.primary) - Number(a.primary));
}

export interface ServiceDay {
  /** yyyy-MM-dd, local to the location. */
  date: string;
  /** 'Tue 1 Jul'. */
  label: string;
}

/**
 * Days the shopper may ask to bring the car in: the location's open days (special hours such
 * as public holidays win over the week) from `leadDays` after its local today, over `daysAhead`
 * calendar days. A location without hours of its own uses `fallback`'s (the dealership's).
 */
export function listServiceDays(
  location: Pick<Location, 'openingHours' | 'specialHours' | 'address'>,
  fallback: Pick<Location, 'openingHours' | 'specialHours'> | null,
  now: Date,
  window: ServiceConfig['preferredDate'],
): ServiceDay[] {
  const schedule: { openingHours: OpeningHour[]; specialHours: SpecialHours[] } =
    location.openingHours.length > 0 || !fallback ? location : fallback;
  const today = getZonedParts(now, timeZoneForState(location.address.state)).date;
  const days: ServiceDay[] = [];
  for (let offset = window.leadDays; offset < window.leadDays + window.daysAhead; offset += 1) {
    const date = addDays(today, offset);
    if (getHoursOn(date, schedule)) days.push({ date, label: formatDayLabel(date) });
  }
  return days;
}

/** A content page's paragraphs as blocks: plain paragraphs, or lists of '- ' lines. */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; heading: string | null; items: string[] };

/** Dealer text as blocks to render as text (never HTML), with {years} filled in. */
export function toContentBlocks(body: string[], years: number): ContentBlock[] {
  return body.map((raw) => {
    const text = fillYears(raw, years);
    const lines = text.split('\n').map((line) => line.trim());
    const items = lines.filter((line) => line.startsWith('- '));
    const heading = lines.filter((line) => line !== '' && !line.startsWith('- '));
    if (items.length > 0 && heading.length <= 1) {
      return {
        kind: 'list',
        heading: heading[0] ?? null,
        items: items.map((line) => line.slice(2).trim()),
      };
    }
    return { kind: 'paragraph', text: lines.join(' ') };
  });
}

/** '{years}' replaced by the configured warranty years. */
export function fillYears(text: string, years: number): string {
  return text.replaceAll('{years}', String(years));
}
