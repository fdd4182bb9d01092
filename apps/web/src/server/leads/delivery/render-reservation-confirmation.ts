import { getCarName } from '@forecourt/core/car';
import type { Lead } from '@forecourt/core/leads';
import { escapeHtml, type LeadEmail } from './render-email.ts';

/**
 * The shopper's confirmation of a reservation (issue 15 §2): what is held until when, that the
 * deposit is fully refundable, and the link to see or cancel it.
 */
export function renderReservationConfirmation(lead: Lead, reservationUrl: string): LeadEmail {
  const what = lead.car ? `the ${getCarName(lead.car)}` : 'your car';
  const subject = `Your reservation of ${what} at ${lead.siteName}`.replace(/[\r\n]+/g, ' ');
  const intro = `Hi ${lead.firstName}, thank you: ${what} is reserved for you.`;
  const details = lead.message ?? '';
  const cancel =
    'To see your reservation, or cancel it and have your deposit refunded, open the link below.';
  const text = [intro, '', details, '', cancel, '', reservationUrl].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111;margin:0;padding:24px"><h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p><p>${escapeHtml(details)}</p><p>${escapeHtml(cancel)}</p><p><a href="${escapeHtml(reservationUrl)}">My reservation</a></p><p style="color:#666;font-size:13px">Sent for ${escapeHtml(lead.siteName)}.</p></body></html>`;
  return { subject, text, html };
}
