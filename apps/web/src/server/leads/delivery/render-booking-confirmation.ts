import { getCarName } from '@forecourt/core/car';
import type { Lead } from '@forecourt/core/leads';
import { formatLeadTime } from '@forecourt/core/leads';
import { escapeHtml, type LeadEmail } from './render-email.ts';

/**
 * The shopper's email asking them to confirm a held test drive: until they follow the link,
 * the booking only holds its slot for a while (forms.testDrive.holdMinutes).
 */
export function renderBookingConfirmation(lead: Lead, confirmUrl: string): LeadEmail {
  const when = lead.testDriveAt
    ? formatLeadTime(lead.testDriveAt, lead.timeZone)
    : 'your chosen time';
  const what = lead.car ? `the ${getCarName(lead.car)}` : 'a test drive';
  const where = lead.location?.name ?? lead.siteName;
  const subject = `Please confirm your test drive at ${where}`.replace(/[\r\n]+/g, ' ');
  const intro = `Hi ${lead.firstName}, you asked to test drive ${what} at ${where} on ${when}.`;
  const ask =
    'Please confirm the booking with the link below. Until you do, we hold the time for you only for a short while.';
  const text = [intro, '', ask, '', confirmUrl, '', `If this was not you, ignore this email.`].join(
    '\n',
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111;margin:0;padding:24px"><h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(confirmUrl)}">Confirm my test drive</a></p><p style="color:#666;font-size:13px">If this was not you, ignore this email. Sent for ${escapeHtml(lead.siteName)}.</p></body></html>`;
  return { subject, text, html };
}
