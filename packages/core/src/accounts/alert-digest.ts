import { formatPrice } from '../format/price.ts';
import { escapeXml } from '../leads/adf.ts';
import { type AlertKind, MAX_DIGEST_ITEMS } from './alert-rules.ts';

/** One piece of news in a digest, as recorded when the worker found it. */
export interface AlertDigestItem {
  kind: AlertKind;
  carName: string;
  /** The car's page (absolute), or null when the site no longer lists it. */
  url: string | null;
  /** Whole dollars; 0 when the car shows no price. */
  price: number;
  oldPrice: number | null;
  /** The saved search a new match came from. */
  searchName: string | null;
}

/** Who an alert email is from: the site's name, and where a reply goes (null: nowhere else). */
export interface AlertSender {
  name: string;
  replyTo: string | null;
}

export interface AlertDigestInput {
  /** The site's name: the digest's words and the email's sender name. */
  siteName: string;
  /** The email's Reply-To (alertReplyTo), or null. */
  replyTo: string | null;
  /** Where the shopper sees their saved cars and searches (absolute). */
  manageUrl: string;
  /** The links in the messages for people (absolute), one per channel: a page asking to confirm. */
  unsubscribeUrls: { email: string; sms: string };
  /**
   * The email's List-Unsubscribe address (absolute): a POST to it turns email alerts off with
   * no page and no sign-in (RFC 8058 one-click, as mail apps send it).
   */
  oneClickUnsubscribeUrl: string;
  items: AlertDigestItem[];
}

/** The rendered digest, stored with it so a retried delivery sends the same words. */
export interface AlertDigestContent {
  subject: string;
  text: string;
  html: string;
  sms: string;
  unsubscribeUrls: { email: string; sms: string };
  oneClickUnsubscribeUrl: string;
  from: AlertSender;
}

/**
 * Where replies to a site's alert emails go: the configured address, else the email of the
 * site's primary location, else of its first location that has one, else null.
 */
export function getAlertReplyTo(
  configured: string | null,
  locations: readonly { primary: boolean; email: string | null }[],
): string | null {
  if (configured) return configured;
  const primary = locations.find((location) => location.primary && location.email);
  return primary?.email ?? locations.find((location) => location.email)?.email ?? null;
}

const order: Record<AlertKind, number> = { 'price-drop': 0, 'new-match': 1, sold: 2 };

const priceText = (dollars: number) => (dollars > 0 ? formatPrice(dollars) : 'price on request');

/** One line of news, without its link. */
export function describeAlertItem(item: AlertDigestItem): string {
  switch (item.kind) {
    case 'price-drop':
      return `Price drop: ${item.carName} is now ${priceText(item.price)} (was ${priceText(item.oldPrice ?? 0)}).`;
    case 'sold':
      return `Sold: ${item.carName} has been sold.`;
    case 'new-match':
      return `New match for '${item.searchName ?? 'your saved search'}': ${item.carName}, ${priceText(item.price)}.`;
  }
}

function subjectOf(siteName: string, items: AlertDigestItem[]): string {
  const [only] = items;
  if (items.length === 1 && only) {
    if (only.kind === 'price-drop') return `Price drop on the ${only.carName} at ${siteName}`;
    if (only.kind === 'sold') return `The ${only.carName} at ${siteName} has sold`;
    return `A new car matches '${only.searchName ?? 'your saved search'}' at ${siteName}`;
  }
  return `${items.length} updates on cars you follow at ${siteName}`;
}

/**
 * A shopper's daily digest (issue 14 §6) as email text, HTML and SMS: price drops first, then
 * new matches, then sales; at most MAX_DIGEST_ITEMS named, the rest counted. Every form carries
 * its channel's unsubscribe link.
 */
export function renderAlertDigest(input: AlertDigestInput): AlertDigestContent {
  const items = [...input.items].sort((a, b) => order[a.kind] - order[b.kind]);
  const shown = items.slice(0, MAX_DIGEST_ITEMS);
  const more = items.length - shown.length;
  const moreText = more > 0 ? `And ${more} more: see ${input.manageUrl}` : null;
  const subject = subjectOf(input.siteName, items);
  const why = `You get this because you saved cars or searches on ${input.siteName}.`;

  const text = [
    subject,
    '',
    ...shown.flatMap((item) => [describeAlertItem(item), ...(item.url ? [item.url] : []), '']),
    ...(moreText ? [moreText, ''] : []),
    `Your saved cars and searches: ${input.manageUrl}`,
    '',
    why,
    `Stop these emails: ${input.unsubscribeUrls.email}`,
  ].join('\n');

  const e = escapeXml;
  const li = (item: AlertDigestItem) =>
    `<li>${e(describeAlertItem(item))}${item.url ? ` <a href="${e(item.url)}">View car</a>` : ''}</li>`;
  const html = [
    '<!doctype html><html lang="en"><body>',
    `<h1 style="font-size:18px">${e(subject)}</h1>`,
    `<ul>${shown.map(li).join('')}</ul>`,
    moreText ? `<p>${e(moreText)}</p>` : '',
    `<p><a href="${e(input.manageUrl)}">Your saved cars and searches</a></p>`,
    `<p style="color:#555;font-size:12px">${e(why)} <a href="${e(input.unsubscribeUrls.email)}">Stop these emails</a></p>`,
    '</body></html>',
  ].join('');

  const [first] = items;
  const headline = first ? describeAlertItem(first) : '';
  const others = items.length - 1;
  const sms = [
    `${input.siteName}: ${headline}`,
    ...(others > 0 ? [`+${others} more.`] : []),
    input.manageUrl,
    `Stop: ${input.unsubscribeUrls.sms}`,
  ].join(' ');

  return {
    subject,
    text,
    html,
    sms,
    unsubscribeUrls: input.unsubscribeUrls,
    oneClickUnsubscribeUrl: input.oneClickUnsubscribeUrl,
    from: { name: input.siteName, replyTo: input.replyTo },
  };
}
