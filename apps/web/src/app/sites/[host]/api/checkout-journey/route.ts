import { RESERVATION_MESSAGES } from '@forecourt/core/checkout';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { handleJourneyRequest } from '@/server/checkout/journey-route';
import { readAnswerStep, saveJourneyStep } from '@/server/checkout/purchase-journey';
import { handleJsonPost, unlessFeature } from '@/server/http/json-route';

/**
 * POST /api/checkout-journey {car_id, step, values} — one step of the online purchase journey
 * (issue 15 §5): 200 with the next step's address once its answers are stored, 400 with field
 * errors in the form's words.
 */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleJsonPost(
    request,
    params,
    {
      maxBytes: 16 * 1024,
      refuse: unlessFeature((site) => site.config.features.checkout.enabled),
      failure: {
        message: RESERVATION_MESSAGES.stepFailed,
        log: 'purchase journey step failed',
      },
    },
    (site, body) =>
      handleJourneyRequest(request, site, body, async ({ deps, car, owner, sources }) => {
        const step = readAnswerStep(body);
        if (!step) return { status: 400, body: { ok: false, message: LEAD_MESSAGES.badRequest } };
        return saveJourneyStep(
          deps,
          owner,
          car,
          sources,
          step,
          (body as { values?: unknown }).values,
        );
      }),
  );
}
