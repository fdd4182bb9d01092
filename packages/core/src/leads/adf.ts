import type { Lead, LeadCarSnapshot } from './lead.ts';
import { getLeadSummaryRows } from './lead-summary.ts';

/** Text safe inside an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const element = (name: string, text: string | number, attributes = '') =>
  `<${name}${attributes}>${escapeXml(String(text))}</${name}>`;

function vehicleXml(
  vehicle: { year: number; make: string; model: string; km: number },
  options: {
    interest: 'buy' | 'test-drive' | 'trade-in' | 'sell';
    status: 'new' | 'used';
    car?: LeadCarSnapshot;
    price?: { amount: number; type: 'quote' | 'appraisal' | 'asking' };
    comments?: string;
  },
): string {
  const { car } = options;
  return [
    `<vehicle interest="${options.interest}" status="${options.status}">`,
    car ? element('id', car.id, ' source="Forecourt"') : '',
    element('year', vehicle.year),
    element('make', vehicle.make),
    element('model', vehicle.model),
    car?.vin ? element('vin', car.vin) : '',
    car?.stockNumber ? element('stock', car.stockNumber) : '',
    car?.badge ? element('trim', car.badge) : '',
    car?.body ? element('bodystyle', car.body) : '',
    car?.transmission ? element('transmission', car.transmission) : '',
    element('odometer', vehicle.km, ' units="km"'),
    car?.colour
      ? `<colorcombination>${element('exteriorcolor', car.colour)}</colorcombination>`
      : '',
    options.price
      ? element('price', options.price.amount, ` type="${options.price.type}" currency="AUD"`)
      : '',
    options.comments ? element('comments', options.comments) : '',
    '</vehicle>',
  ].join('');
}

function vehiclesOf(lead: Lead): string[] {
  const vehicles: string[] = [];
  const interest = lead.form === 'test-drive' ? 'test-drive' : 'buy';
  if (lead.car) {
    vehicles.push(
      vehicleXml(lead.car, {
        interest,
        status: lead.car.carType === 'used' ? 'used' : 'new',
        car: lead.car,
        price: lead.car.price > 0 ? { amount: lead.car.price, type: 'asking' } : undefined,
      }),
    );
  }
  const trade = lead.tradeIn;
  if (trade) {
    const offer = trade.valuation.kind === 'offer' ? trade.valuation : null;
    vehicles.push(
      vehicleXml(trade, {
        interest: lead.car ? 'trade-in' : 'sell',
        status: 'used',
        price: offer ? { amount: offer.lowDollars, type: 'appraisal' } : undefined,
        comments: [
          `Rego ${trade.rego} (${trade.regoState})`,
          trade.badge ? `Badge ${trade.badge}` : '',
          trade.valuation.kind === 'offer'
            ? `Online offer $${trade.valuation.lowDollars}-$${trade.valuation.highDollars}${lead.offerAccepted ? ', accepted' : ''}`
            : trade.valuation.message,
        ]
          .filter(Boolean)
          .join('; '),
      }),
    );
  }
  return vehicles;
}

/** Whether the lead can be written as ADF: the format needs at least one vehicle. */
export function canRenderAdf(lead: Pick<Lead, 'car' | 'tradeIn'>): boolean {
  return lead.car !== null || lead.tradeIn !== null;
}

/**
 * The lead as an ADF 1.0 document (the automotive lead format CRMs import): prospect with
 * requestdate, the vehicle(s), the customer's contact and comments, and the vendor.
 */
export function renderAdf(
  lead: Lead,
  vendor: { name: string; email: string | null; phone: string | null; contactName: string },
): string {
  const customerPhone = lead.phone
    ? element(
        'phone',
        lead.phone,
        ` type="${lead.phone.startsWith('+614') ? 'cellphone' : 'voice'}"`,
      )
    : '';
  const customerContact = lead.email
    ? `${element('email', lead.email)}${customerPhone}`
    : customerPhone || element('phone', 'unknown');
  const vendorContact = vendor.email
    ? `${element('email', vendor.email)}${vendor.phone ? element('phone', vendor.phone) : ''}`
    : element('phone', vendor.phone ?? 'unknown');
  const comments = getLeadSummaryRows(lead)
    .map((row) => `${row.label}: ${row.value}`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    `<prospect status="${lead.offerAccepted ? 'resend' : 'new'}">`,
    element('id', lead.id, ' sequence="1" source="Forecourt"'),
    element('requestdate', lead.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
    ...vehiclesOf(lead),
    '<customer>',
    '<contact primarycontact="1">',
    element('name', lead.firstName, ' part="first"'),
    element('name', lead.lastName, ' part="last"'),
    customerContact,
    '</contact>',
    element('comments', comments),
    '</customer>',
    '<vendor>',
    element('vendorname', vendor.name),
    element('url', lead.siteUrl),
    `<contact>${element('name', vendor.contactName)}${vendorContact}</contact>`,
    '</vendor>',
    `<provider>${element('name', 'Forecourt')}${element('service', lead.siteName)}${element('url', lead.siteUrl)}</provider>`,
    '</prospect>',
    '</adf>',
    '',
  ].join('\n');
}
