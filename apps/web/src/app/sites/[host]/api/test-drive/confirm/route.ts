import { confirmTestDrive } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { handleJsonPost, jsonError } from '@/server/http/json-route';
import { readConfirmToken } from '@/server/leads/test-drive-confirmation';

/**
 * POST /api/test-drive/confirm — the confirmation page's button (a form post, token=…):
 * confirms the held booking while its hold lasts, then shows the page again with the outcome.
 */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  // A form post, not JSON (maxBytes null); still refused from another site.
  const failure = {
    message: 'Confirming your booking failed. Please try again.',
    log: 'test drive not confirmed',
  };
  return handleJsonPost(request, params, { maxBytes: null, failure }, async (site) => {
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
  });
}
