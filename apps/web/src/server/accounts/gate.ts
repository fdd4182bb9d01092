import 'server-only';
import type { GateableFeature } from '@forecourt/core/accounts';
import { SIGN_IN_MESSAGES, signInHref, usesShopperAccounts } from '@forecourt/core/accounts';
import type { ShopperSession } from '@forecourt/db';
import { redirect } from 'next/navigation';
import { jsonError, unlessFeature } from '../http/json-route.ts';
import type { Site } from '../site.ts';
import { getApiSession, getPageSession } from './account-runtime.ts';

/**
 * The shopper on a page of `feature`. When the site gates the feature and nobody is signed in,
 * redirects to sign-in with redirect and back set to `path` (spec 2 §4). Call it after the page
 * has found what it shows, so an unknown page (a checkout without a known car) is a 404, not a
 * redirect to sign in.
 */
export async function getGatedPageShopper(
  site: Site,
  feature: GateableFeature,
  path: string,
): Promise<ShopperSession | null> {
  const session = await getPageSession(site);
  if (!session && site.config.features.signInRequired.includes(feature)) {
    redirect(signInHref({ type: 'gated', redirect: path, back: path }));
  }
  return session;
}

/** The same check for a gated feature's API: 401 when the site gates it and nobody is signed in. */
export async function getGatedApiShopper(
  request: Request,
  site: Site,
  feature: GateableFeature,
): Promise<{ session: ShopperSession | null; refusal: Response | null }> {
  const session = await getApiSession(request, site);
  if (!session && site.config.features.signInRequired.includes(feature)) {
    return { session, refusal: jsonError(401, SIGN_IN_MESSAGES.signedOut) };
  }
  return { session, refusal: null };
}

/**
 * The refusal of every sign-in route (codes, passkeys, sign out, delete) on a site without
 * shopper accounts: 404, as for a page that does not exist (issue 24 §3).
 */
export const unlessShopperAccounts = unlessFeature((site) =>
  usesShopperAccounts(site.config.features),
);
