import { unsubscribeFromAlerts } from '@/server/accounts/alert-unsubscribe';
import { getDatabase } from '@/server/database';
import { getApiSite, json, siteNotFound, storageFailed } from '@/server/leads/api-response';
import { getFormSecret } from '@/server/leads/form-secret';

/**
 * POST /api/alerts/unsubscribe?u&c&t — the List-Unsubscribe-Post target of alert emails
 * (RFC 8058: a mail app posts 'List-Unsubscribe=One-Click' here, from its own servers) and of
 * the button on /alerts/unsubscribe. The signed link is the authority, not a session or the
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
      const back = new URLSearchParams(query);
      back.set('done', '1');
      return new Response(null, {
        status: 303,
        headers: { location: `/alerts/unsubscribe?${back}` },
      });
    }
    return json({ success: answer.status === 200, message: answer.message }, answer.status);
  } catch (error) {
    return storageFailed(error, 'We could not update your alerts just now. Please try again.', {
      message: 'unsubscribe failed',
      siteId: site.id,
    });
  }
}
