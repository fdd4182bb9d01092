import type { AccountAnswer } from '@forecourt/core/accounts';
import { unsubscribeFromAlerts } from '@/server/accounts/alert-unsubscribe';
import { getDatabase } from '@/server/database';
import { getApiSite, json, siteNotFound, storageFailed } from '@/server/http/json-route';
import { getFormSecret } from '@/server/leads/form-secret';

/** The signed link's own parameters, and nothing else a request adds. */
function linkQuery(url: string): URLSearchParams {
  const query = new URL(url).searchParams;
  const kept = new URLSearchParams();
  for (const name of ['u', 'c', 't']) kept.set(name, query.get(name) ?? '');
  return kept;
}

/**
 * GET /api/alerts/unsubscribe?u&c&t — the List-Unsubscribe address opened rather than posted to
 * (a mail app without one-click, a person): the page, which asks before it acts.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  return new Response(null, {
    status: 303,
    headers: { location: `/alerts/unsubscribe?${linkQuery(request.url)}` },
  });
}

/**
 * POST /api/alerts/unsubscribe?u&c&t — the List-Unsubscribe address of alert emails, which mail
 * apps post 'List-Unsubscribe=One-Click' to from their own servers (RFC 8058), and the target
 * of the button on /alerts/unsubscribe. The signed link is the authority, not a session or the
 * request's origin, so no same-site check: the worst a forged post can do is stop one shopper's
 * alerts, which the link's owner asked for. The page's button comes back to the page.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const query = new URL(request.url).searchParams;
  try {
    const { db } = await getDatabase();
    const answer = await unsubscribeFromAlerts(db, getFormSecret(), site.id, query);
    const form = await request.formData().catch(() => null);
    if (form?.get('from') === 'page') {
      const back = linkQuery(request.url);
      back.set('done', '1');
      return new Response(null, {
        status: 303,
        headers: { location: `/alerts/unsubscribe?${back}` },
      });
    }
    const body = { ok: answer.status === 200, message: answer.message } satisfies AccountAnswer;
    return json(body, answer.status);
  } catch (error) {
    return storageFailed(error, 'We could not update your alerts just now. Please try again.', {
      message: 'unsubscribe failed',
      siteId: site.id,
    });
  }
}
