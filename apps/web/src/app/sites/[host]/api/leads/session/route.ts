import type { LeadSessionAnswer, StoredDetailField } from '@forecourt/core/leads';
import { formatPhone } from '@forecourt/core/phone';
import { getShopperDetails } from '@forecourt/db';
import { getApiSession } from '@/server/accounts/account-runtime';
import { getDatabase } from '@/server/database';
import { getApiSite, json, siteNotFound } from '@/server/http/json-route';
import { getFormSecret } from '@/server/leads/form-secret';
import { signFormToken } from '@/server/leads/form-token';
import { getLogger } from '@/server/logger';
import type { Site } from '@/server/site';

/**
 * GET /api/leads/session — what a form needs when it appears: a signed note of the time (for
 * the minimum fill time), whether the site asks for the captcha, and a signed-in shopper's
 * stored details to prefill it (issue 14 §5). Pages stay the same for every visitor (cached);
 * this per-visitor answer is never stored by a cache.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  return json({
    formToken: signFormToken(getFormSecret(), site.id, new Date()),
    captcha: site.config.forms.captcha.enabled,
    shopper: await readShopperDetails(request, site),
  } satisfies LeadSessionAnswer);
}

/** Prefill is a convenience: a storage failure leaves the form empty, never without its token. */
async function readShopperDetails(
  request: Request,
  site: Site,
): Promise<Partial<Record<StoredDetailField, string>> | null> {
  let details: Awaited<ReturnType<typeof getShopperDetails>>;
  try {
    const session = await getApiSession(request, site);
    if (!session) return null;
    const { db } = await getDatabase();
    details = await getShopperDetails(db, site.id, session.userId);
  } catch (error) {
    getLogger().warn({ err: error, siteId: site.id }, 'shopper details for prefill not read');
    return null;
  }
  if (!details) return null;
  const fields: Partial<Record<StoredDetailField, string>> = { phone: formatPhone(details.phone) };
  if (details.firstName) fields.name = details.firstName;
  if (details.lastName) fields.last_name = details.lastName;
  if (details.email) fields.email = details.email;
  if (details.postcode) fields.postcode = details.postcode;
  return fields;
}
