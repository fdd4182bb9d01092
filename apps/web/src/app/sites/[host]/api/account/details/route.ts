import { getApiSession } from '@/server/accounts/account-runtime';
import { changeShopperDetails } from '@/server/accounts/shopper-details-change';
import { getDatabase } from '@/server/database';
import { handleJsonPost, json, unlessFeature } from '@/server/http/json-route';

/** POST /api/account/details — My Garage's 'Your details' form (name, email, postcode, alerts). */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 4 * 1024,
      refuse: unlessFeature((site) => site.config.features.garage),
      failure: {
        message: 'Your details could not be saved. Please try again.',
        log: 'details change failed',
      },
    },
    async (site, body) => {
      const { db } = await getDatabase();
      const answer = await changeShopperDetails(
        db,
        { id: site.id, alertChannels: site.config.features.alerts.channels },
        await getApiSession(request, site),
        body,
      );
      return json(answer.body, answer.status);
    },
  );
}
