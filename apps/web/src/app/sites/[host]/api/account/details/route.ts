import { getApiSession } from '@/server/accounts/account-runtime';
import { changeShopperDetails } from '@/server/accounts/shopper-details-change';
import { getDatabase } from '@/server/database';
import {
  getApiSite,
  json,
  jsonError,
  readJsonBody,
  refuseUnsafeRequest,
  siteNotFound,
  storageFailed,
} from '@/server/leads/api-response';

/** POST /api/account/details — My Garage's 'Your details' form (name, email, postcode, alerts). */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  if (!site.config.features.garage) return jsonError(404, 'Not found');
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok) return body.response;
  try {
    const { db } = await getDatabase();
    const answer = await changeShopperDetails(
      db,
      { id: site.id, alertChannels: site.config.features.alerts.channels },
      await getApiSession(request, site),
      body.value,
    );
    return json(answer.body, answer.status);
  } catch (error) {
    return storageFailed(error, 'Your details could not be saved. Please try again.', {
      message: 'details change failed',
      siteId: site.id,
    });
  }
}
