import { describe, expect, it } from 'vitest';
import { getTradeInFaq, tradeInConfigSchema } from './trade-in-config.ts';

const cars = { singular: 'Car', plural: 'Cars' };

describe('getTradeInFaq', () => {
  it('has five questions and states the online-estimate limits (spec 2 §5)', () => {
    const faq = getTradeInFaq(tradeInConfigSchema.parse({}), cars);
    expect(faq).toHaveLength(5);
    expect(faq[1]?.answer).toContain('up to 7 years old with up to 100,000 km');
    expect(faq[2]?.answer).toContain('letter from your lender');
    expect(faq[2]?.answer).toContain('direct credit');
  });

  it('follows a dealer’s own limits', () => {
    const faq = getTradeInFaq(tradeInConfigSchema.parse({ maxAgeYears: 10, maxKm: 150_000 }), cars);
    expect(faq[1]?.answer).toContain('up to 10 years old with up to 150,000 km');
  });

  it("speaks of the site's own vehicles (issue 25 §4)", () => {
    const faq = getTradeInFaq(tradeInConfigSchema.parse({}), {
      singular: 'Motorcycle',
      plural: 'Motorcycles',
    });
    const text = faq.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
    expect(faq[1]?.question).toBe('Can I get an online estimate for any motorcycle?');
    expect(text).not.toMatch(/\bcars?\b|\{/i);
  });
});
