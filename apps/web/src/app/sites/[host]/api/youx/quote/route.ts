import { answerQuoteRequest } from '@forecourt/core/finance/estimate';
import { z } from 'zod';
import { refuseUnsafeRequest } from '@/server/http/json-route';
import { getRequestSite } from '@/server/request-site';

const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(['GREAT', 'GOOD', 'FAIR', 'POOR']).default('GREAT'),
  purchasePrice: z.number().positive().max(10_000_000),
  loanTerm: z.number().int().min(1).max(7).default(5),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().max(17).nullish(),
  nvic: z.string().max(10).nullish(),
  whoIsHelping: z.string().max(100).nullish(),
});

/**
 * POST /api/youx/quote — spec 2 §7's quote request answered by Forecourt itself from the
 * site's finance settings: { weeklyRepaymentAmount, advertisedRate, comparisonRate }.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ host: string }> },
): Promise<Response> {
  const refused = await refuseUnsafeRequest(request, params, 'json');
  if (refused) return refused;
  const site = await getRequestSite(params);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: 'The request body must be JSON.' }, { status: 400 });
  }
  const parsed = quoteRequestSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      {
        error: 'Invalid quote request',
        messages: parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
        ),
      },
      { status: 400 },
    );
  }
  const quote = answerQuoteRequest(
    parsed.data,
    { ...site.config.finance.estimate, enabled: true },
    new Date(),
  );
  if (!quote) return Response.json({ error: 'No estimate for this vehicle' }, { status: 422 });
  return Response.json(quote, { headers: { 'cache-control': 'no-store' } });
}
