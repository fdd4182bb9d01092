import { formatNumber, formatPrice } from '../format/price.ts';
import { formatZonedDateTime } from '../location/time-zone.ts';
import { formatPhone } from '../phone/phone.ts';
import { CHECK_OPTION_MARKER } from './form-field.ts';
import type { Lead } from './lead.ts';

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * A lead's time as emails and pages show it, in the dealer location's zone (`Lead.timeZone`,
 * `getLocationTimeZone`), with the zone's name ('Tue, 1 Jul 2025, 10:00 am AEST').
 */
export function formatLeadTime(date: Date, timeZone: string): string {
  return formatZonedDateTime(date, timeZone);
}

/** Shown in the summary as their own rows; every other submitted value follows them. */
const SHOWN_ELSEWHERE = new Set([
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'opt_in',
  'category',
  'test_drive_at',
  'rego',
  'regoState',
  'year',
  'make',
  'make_other',
  'model',
  'model_other',
  'badge',
  'badge_other',
  'kms',
  'finance',
  'PreferredContactMethod',
  'terms_conditions',
  'location_id',
  'odometer',
  'preferred_date',
  'vin_or_rego',
]);

const serviceDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The lead as label/value rows for people: the email body, ADF comments and the CLI. */
export function getLeadSummaryRows(lead: Lead): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push({ label, value });
  };
  add('Enquiry', [lead.category, lead.subcategory].filter(Boolean).join(' – '));
  add('Name', `${lead.firstName} ${lead.lastName}`.trim());
  add('Email', lead.email);
  add('Phone', lead.phone ? formatPhone(lead.phone) : null);
  add('Postcode', lead.postcode);
  add('Comments', lead.message);
  if (lead.car) {
    const car = lead.car;
    add('Vehicle', [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '));
    add('Stock number', car.stockNumber);
    add('VIN', car.vin);
    add('Price', car.price > 0 ? formatPrice(car.price) : null);
    add('Odometer', `${formatNumber(car.km)} km`);
    add('Vehicle page', car.url);
  }
  if (lead.offer) {
    add('Offer', lead.offer.name);
    add('Offer vehicle', [lead.offer.make, lead.offer.model].filter(Boolean).join(' '));
    add('Offer page', lead.offer.url);
  }
  add('Test drive', lead.testDriveAt ? formatLeadTime(lead.testDriveAt, lead.timeZone) : null);
  addServiceRows(lead, add);
  if (lead.tradeIn) {
    const trade = lead.tradeIn;
    add('Trade-in', [trade.year, trade.make, trade.model, trade.badge].filter(Boolean).join(' '));
    add('Registration', `${trade.rego} (${trade.regoState})`);
    add('Trade-in odometer', `${formatNumber(trade.km)} km`);
    add('Under finance', trade.underFinance ? 'Yes' : 'No');
    add('Preferred contact', trade.preferredContactMethod);
    for (const [question, answer] of Object.entries(trade.adjustmentAnswers)) add(question, answer);
    add(
      'Online offer',
      trade.valuation.kind === 'offer'
        ? `${formatPrice(trade.valuation.lowDollars)} to ${formatPrice(trade.valuation.highDollars)}`
        : `None: ${trade.valuation.message}`,
    );
    add('Offer accepted', lead.offerAccepted ? 'Yes' : 'Not yet');
  }
  add('Dealership', lead.dealership?.name);
  add('Location', lead.location?.name);
  add('Additional services', lead.additionalServices.join(', '));
  for (const [name, value] of Object.entries(lead.values)) {
    // Ticked check-option boxes are listed as additional services; unticked ones say nothing.
    if (SHOWN_ELSEWHERE.has(name) || name.includes(CHECK_OPTION_MARKER)) continue;
    if (value === null || value === '') continue;
    add(name, typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));
  }
  add('Opted in to offers', lead.optIn ? 'Yes' : 'No');
  add('Page', lead.attribution.url);
  add(
    'Campaign',
    Object.entries(lead.attribution.linkedQueryParams)
      .map(([k, v]) => `${k}=${v}`)
      .join(', '),
  );
  add('Received', formatLeadTime(lead.createdAt, lead.timeZone));
  return rows;
}

/** The shopper's own car on a service booking or parts enquiry, and the day they asked for. */
function addServiceRows(lead: Lead, add: (label: string, value: string | null) => void): void {
  const { values } = lead;
  // A trade-in shows its rego with the trade-in car; any other form's Rego is the shopper's car.
  if (!lead.tradeIn && typeof values.rego === 'string') add('Rego', values.rego);
  add('VIN or rego', typeof values.vin_or_rego === 'string' ? values.vin_or_rego : null);
  add(
    'Odometer',
    typeof values.odometer === 'number' ? `${formatNumber(values.odometer)} km` : null,
  );
  const date = values.preferred_date;
  add(
    'Preferred date',
    typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? serviceDay.format(new Date(`${date}T00:00:00Z`))
      : null,
  );
}
