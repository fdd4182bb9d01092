import {
  ALERT_ITEM_MAX_AGE_MS,
  type AlertDigestItem,
  alertDay,
  getAlertReplyTo,
  judgeWatchedCar,
  MY_GARAGE_PATH,
  markChanged,
  mergeAlertItems,
  renderAlertDigest,
} from '@forecourt/core/accounts';
import { getCarName } from '@forecourt/core/car';
import type { FeaturesConfig } from '@forecourt/core/features';
import type { Location } from '@forecourt/core/location';
import { getSiteTimeZone } from '@forecourt/core/location';
import { parseSearchUrl, type SearchUrlContext, withPage } from '@forecourt/core/search';
import type { SitePolicy } from '@forecourt/core/stock';
import {
  type AlertChannel,
  type AlertRecipient,
  type BuiltDigest,
  type Db,
  dismissAlertItems,
  listAlertRecipients,
  listChangedWatchedCars,
  listPendingAlertItems,
  listSiteCarsByIds,
  listSiteSavedSearches,
  type PendingAlertItem,
  pruneAlertItems,
  recordSavedSearchMatches,
  recordWatchedCarNews,
  storeAlertDigest,
} from '@forecourt/db';
import type { SearchIndex } from '@forecourt/search';
import { toSearchRequest } from '../search/search-request.ts';
import type { Site } from '../site.ts';
import { alertOneClickUnsubscribeUrl, alertUnsubscribeUrl } from './alert-unsubscribe.ts';

/** What the alert worker needs of a site. */
export interface AlertSite {
  id: number;
  name: string;
  /** The site's canonical origin (getSiteOrigin): every link in a digest is built on it. */
  origin: string;
  policy: SitePolicy;
  config: { features: Pick<FeaturesConfig, 'alerts' | 'garage'> };
  /**
   * The site's visible locations: unless configured, the digest day is their primary one's
   * state's day, and replies go to their email.
   */
  locations: readonly Pick<Location, 'primary' | 'email' | 'address'>[];
}

export interface AlertPassDeps {
  db: Db;
  /** Signs unsubscribe links (FORM_SECRET). */
  secret: string;
  now: Date;
  /** Told each shopper's outcome once: a digest queued, or news dismissed as saying nothing. */
  log?: { info(fields: Record<string, unknown>, message: string): void };
}

/** A saved search's current matches (in stock, newest first), or null when it no longer parses. */
export type SavedSearchMatcher = (path: string) => Promise<{ id: number; price: number }[] | null>;

/** Saved searches learn at most this many matches per pass: the newest, which is where news is. */
const MATCHES_PER_SEARCH = 100;

/**
 * A matcher over the site's search index, so a saved search matches exactly what opening it
 * shows (the same parser, the same engine), newest first and sold cars left out.
 */
export function createSavedSearchMatcher(
  index: SearchIndex,
  context: SearchUrlContext,
  site: Pick<Site, 'config'>,
  now: Date,
): SavedSearchMatcher {
  return async (path) => {
    const url = new URL(path, 'https://saved.invalid');
    const segments = url.pathname.split('/').filter(Boolean).slice(1);
    const parsed = parseSearchUrl(segments, url.searchParams, context);
    if (parsed.kind !== 'ok') return null;
    const result = index.search(
      {
        ...toSearchRequest(site, withPage(parsed.state, 1)),
        sort: 'latest',
        hitsPerPage: MATCHES_PER_SEARCH,
        collapseSold: false,
        facets: [],
      },
      now,
    );
    return result.hits
      .filter((hit) => hit.status !== 'sold')
      .map((hit) => ({ id: hit.id, price: hit.price }));
  };
}

export interface AlertPassResult {
  /** Pieces of news found this pass. */
  news: number;
  /** Digests made this pass (each queued for delivery on its channels). */
  digests: number;
}

/**
 * One pass of the alert worker over a site (issue 14 §6): judge watched cars whose price or
 * status changed, record saved searches' new matches, then make today's digest for every
 * shopper with news and none yet today. Safe to run on several instances at once: every step
 * is decided by the database (compare-and-set marks, unique matches, one digest per day).
 */
export async function runAlertPass(
  deps: AlertPassDeps,
  site: AlertSite,
  matchSearch: SavedSearchMatcher,
): Promise<AlertPassResult> {
  const { db, now } = deps;
  let news = 0;
  for (const watched of await listChangedWatchedCars(db, site.id, site.policy.dealershipIds)) {
    const judged = judgeWatchedCar(watched, watched);
    if (!markChanged(watched, judged.mark)) continue;
    if ((await recordWatchedCarNews(db, watched, judged.mark, judged.alert)) && judged.alert)
      news += 1;
  }
  if (site.config.features.garage) {
    for (const search of await listSiteSavedSearches(db, site.id)) {
      const matches = await matchSearch(search.path);
      if (matches) news += await recordSavedSearchMatches(db, search, matches, now);
    }
  }

  const { channels, timeZone } = site.config.features.alerts;
  const day = alertDay(now, getSiteTimeZone(timeZone, site.locations));
  let digests = 0;
  for (const recipient of await listAlertRecipients(db, site.id, day)) {
    const items = await listPendingAlertItems(db, recipient.userId);
    // No channel reaches the shopper: the news waits (and is pruned if it waits too long).
    const digest = await buildDigest(deps, site, channels, recipient, items);
    const fields = { siteId: site.id, userId: recipient.userId, items: items.length };
    if (digest === 'nothing to tell') {
      deps.log?.info({ ...fields, outcome: 'dismissed' }, 'alert news says nothing; dismissed');
      await dismissAlertItems(
        db,
        recipient.userId,
        items.map((item) => item.id),
      );
      continue;
    }
    if (!digest) continue;
    const made = await storeAlertDigest(db, {
      siteId: site.id,
      userId: recipient.userId,
      day,
      now,
      itemIds: items.map((item) => item.id),
      digest,
    });
    if (made === null) continue;
    digests += 1;
    deps.log?.info({ ...fields, digestId: made, outcome: 'queued' }, 'alert digest queued');
  }
  await pruneAlertItems(db, new Date(now.getTime() - ALERT_ITEM_MAX_AGE_MS));
  return { news, digests };
}

/**
 * The shopper's digest of their waiting news, merged to one line per car (alert-merge.ts);
 * null when no channel reaches them (the news waits); 'nothing to tell' when the merged news
 * says nothing (the news is dropped).
 */
async function buildDigest(
  deps: AlertPassDeps,
  site: AlertSite,
  channels: readonly AlertChannel[],
  recipient: AlertRecipient,
  pending: PendingAlertItem[],
): Promise<BuiltDigest | 'nothing to tell' | null> {
  const deliveries: BuiltDigest['deliveries'] = [];
  if (channels.includes('email') && recipient.emailAlerts && recipient.email)
    deliveries.push({ channel: 'email', target: recipient.email });
  if (channels.includes('sms') && recipient.smsAlerts)
    deliveries.push({ channel: 'sms', target: recipient.phone });
  if (deliveries.length === 0 || pending.length === 0) return null;
  const items = mergeAlertItems(pending.map((item) => ({ ...item, carId: item.car.id })));
  if (items.length === 0) return 'nothing to tell';

  const { origin } = site;
  // Only a car the site lists now gets a link: the others' pages answer 404.
  const listed = new Set(
    (
      await listSiteCarsByIds(
        deps.db,
        site.policy,
        items.map((item) => item.carId),
        deps.now,
      )
    ).map((car) => car.id),
  );
  const digestItems = items.map(
    (item): AlertDigestItem => ({
      kind: item.kind,
      carName: getCarName(item.car),
      url: listed.has(item.car.id) ? `${origin}/cars/${item.car.slug}` : null,
      price: item.price,
      oldPrice: item.oldPrice,
      searchName: item.searchName,
    }),
  );
  const unsubscribe = (channel: AlertChannel) =>
    alertUnsubscribeUrl(origin, deps.secret, site.id, recipient.userId, channel);
  const content = renderAlertDigest({
    siteName: site.name,
    replyTo: getAlertReplyTo(site.config.features.alerts.replyTo, site.locations),
    manageUrl: `${origin}${site.config.features.garage ? MY_GARAGE_PATH : '/watchlist'}`,
    unsubscribeUrls: { email: unsubscribe('email'), sms: unsubscribe('sms') },
    oneClickUnsubscribeUrl: alertOneClickUnsubscribeUrl(
      origin,
      deps.secret,
      site.id,
      recipient.userId,
    ),
    items: digestItems,
  });
  return { content, deliveries };
}
