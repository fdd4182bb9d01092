import type { QuoteAnswer } from '@forecourt/core/finance';
import { answerQuoteRequest } from '@forecourt/core/finance';
import { z } from 'zod';
import { handleJsonPost, json, jsonError } from '@/server/http/json-route';

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
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const failure = { message: 'No estimate could be made. Please try again.', log: 'quote failed' };
  return handleJsonPost(request, params, { maxBytes: 4096, failure }, async (site, body) => {
    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success)
      return jsonError(400, 'Invalid quote request', {
        messages: parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
        ),
      });
    const quote = answerQuoteRequest(
      parsed.data,
      { ...site.config.finance.estimate, enabled: true },
      new Date(),
    );
    if (!quote) return jsonError(422, 'No estimate for this vehicle');
    return json(quote satisfies QuoteAnswer);
  });
}
