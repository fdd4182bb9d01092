import type { Lead } from '@forecourt/core/leads';
import { getLeadSubject, getLeadSummaryRows } from '@forecourt/core/leads';

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** The dealer's email: a plain-text body and a simple, readable HTML table of the same rows. */
export function renderLeadEmail(lead: Lead, event: string): LeadEmail {
  const subject = getLeadSubject(lead, event);
  const rows = getLeadSummaryRows(lead);
  const intro =
    event === 'offer-accepted'
      ? 'The shopper accepted the instant trade-in offer. Please call them to arrange an inspection.'
      : `A new lead arrived from ${lead.siteName}.`;
  const text = [
    intro,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    '',
    `Lead #${lead.id}`,
  ].join('\n');
  const tableRows = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#444;font-weight:600;white-space:nowrap">${escapeHtml(row.label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111;margin:0;padding:24px"><h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subject)}</h1><p style="margin:0 0 16px">${escapeHtml(intro)}</p><table role="presentation" cellspacing="0" cellpadding="0">${tableRows}</table><p style="margin-top:24px;color:#666;font-size:13px">Sent by Forecourt for ${escapeHtml(lead.siteName)}. Reply to this email to answer ${escapeHtml(lead.firstName)}${lead.email ? '' : ' (no email given: please call)'}.</p></body></html>`;
  return { subject, text, html };
}
