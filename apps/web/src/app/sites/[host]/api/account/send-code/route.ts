import { SIGN_IN_MESSAGES } from '@forecourt/core/accounts';
import { getAccountDeps, toAccountSite } from '@/server/accounts/account-runtime';
import { unlessShopperAccounts } from '@/server/accounts/gate';
import { requestSignInCode } from '@/server/accounts/shopper-auth';
import { getClientIp } from '@/server/http/client-ip';
import { handleJsonPost, json } from '@/server/http/json-route';

/** POST /api/account/send-code {phone} — texts a sign-in code to an Australian mobile. */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 1024,
      refuse: unlessShopperAccounts,
      failure: { message: SIGN_IN_MESSAGES.sendFailed, log: 'sign-in code not sent' },
    },
    async (site, body) => {
      const answer = await requestSignInCode(
        await getAccountDeps(),
        toAccountSite(site),
        body,
        getClientIp(request.headers),
      );
      return json(answer.body, answer.status, answer.headers);
    },
  );
}
