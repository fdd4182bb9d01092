import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts/sign-in-rules';
import { getAccountDeps } from '@/server/accounts/account-runtime';
import { requestSignInCode } from '@/server/accounts/shopper-auth';
import {
  getApiSite,
  json,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/leads/api-response';
import { getClientIp } from '@/server/leads/client-ip';

/** POST /api/account/send-code {phone} — texts a sign-in code to an Australian mobile. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  try {
    const answer = await requestSignInCode(
      await getAccountDeps(),
      site,
      body.value,
      getClientIp(request.headers),
    );
    return json(answer.body, answer.status);
  } catch (error) {
    return storageFailed(error, SIGN_IN_MESSAGES.sendFailed, {
      message: 'sign-in code not sent',
      siteId: site.id,
    });
  }
}
