import { describe, expect, it } from 'vitest';
import { answerQuoteRequest } from './estimate.ts';
import { financeConfigSchema } from './finance-config.ts';
import { quoteAnswerSchema } from './quote-answer.ts';

describe('quoteAnswerSchema', () => {
  it('accepts what answerQuoteRequest answers', () => {
    const quote = answerQuoteRequest(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 40_000, loanTerm: 5, year: 2024 },
      financeConfigSchema.parse({}).estimate,
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(quoteAnswerSchema.parse(quote)).toEqual(quote);
  });

  it('refuses other shapes', () => {
    for (const body of [
      null,
      { weeklyRepaymentAmount: 120 },
      { weeklyRepaymentAmount: '120', advertisedRate: 8.99, comparisonRate: 9.4 },
      { weeklyRepaymentAmount: 120, advertisedRate: 8.99, comparisonRate: -1 },
      { weeklyRepaymentAmount: 120, advertisedRate: 8.99, comparisonRate: 9.4, extra: 1 },
    ]) {
      expect(quoteAnswerSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
