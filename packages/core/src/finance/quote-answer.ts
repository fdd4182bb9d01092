import { z } from 'zod';

/**
 * POST /api/youx/quote's answer (spec 2 §7 quote request): a weekly repayment in dollars and the
 * rates in percent. Nothing in the browser reads it (it answers other systems), so zod.
 */
export const quoteAnswerSchema = z.strictObject({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;
