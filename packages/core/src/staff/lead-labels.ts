import { formatZonedDate } from '../format/date.ts';
import type { LeadFormKind } from '../leads/lead-form-kind.ts';
import { formatZonedTime } from '../location/time-zone.ts';

/** What the inbox calls each kind of lead. */
export const leadKindLabels: Record<LeadFormKind, string> = {
  contact: 'General enquiry',
  'vehicle-enquiry': 'Car enquiry',
  'find-similar': 'Find similar',
  'request-photos': 'Photo request',
  'test-drive': 'Test drive',
  'finance-enquiry': 'Finance',
  'trade-in': 'Trade-in',
  'service-booking': 'Service',
  'parts-enquiry': 'Parts',
  'offer-enquiry': 'Special offer',
  'careers-enquiry': 'Careers',
  'fleet-enquiry': 'Fleet',
  reservation: 'Reservation',
};

/** A response time in words a manager reads at a glance: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** When something happened, as the console shows it: '27/11/2026 9:05 am' on the dealer's clock. */
export function formatConsoleTime(instant: Date, timeZone: string): string {
  return `${formatZonedDate(instant, timeZone)} ${formatZonedTime(instant, timeZone)}`;
}
