import { confirmTestDrive } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { getApiSite, jsonError, refuseUnsafeRequest, siteNotFound } from '@/server/http/json-route';
import { readConfirmToken } from '@/server/leads/test-drive-confirmation';

/**
 * POST /api/test-drive/confirm — the confirmation page's button (a form post, token=…):
 * confirms the held booking while its hold lasts, then shows the page again with the outcome.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  // A form post, not JSON; still refused from another site (Origin / Sec-Fetch-Site).
  const refused = await refuseUnsafeRequest(request, params, 'none');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const form = await request.formData().catch(() => null);
  const token = readConfirmToken(form?.get('token'));
  if (!token) return jsonError(400, 'The confirmation link is not valid.');
  const { db } = await getDatabase();
  await confirmTestDrive(db, site.id, token, new Date());
  return new Response(null, {
    status: 303,
    headers: {
      location: `/book-test-drive/confirm?token=${token}`,
      'cache-control': 'no-store',
    },
  });
}
