import type { FinanceLender } from '@forecourt/core/car';
import { financeConfigSchema } from '@forecourt/core/finance';
import { makeCar } from '@forecourt/core/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VehicleFinanceSection } from './finance-section.tsx';

const config = financeConfigSchema.parse({});
const now = new Date('2026-11-22T00:00:00Z');
const render = (car: ReturnType<typeof makeCar>, finance = config) =>
  renderToStaticMarkup(
    <VehicleFinanceSection car={car} config={finance} dealershipSlug="x" now={now} />,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const lender: FinanceLender = {
  financeProvider: 'Taurus',
  interestRatePercent: 8.99,
  comparisonRatePercent: 9.99,
  paymentWeekCents: 12_000,
  paymentMonthCents: 52_000,
  termMonths: 60,
  depositCents: 605_000,
  balloonCents: 0,
  establishmentFeesCents: 0,
  totalPayableCents: null,
  disclaimer: null,
};

describe("the vehicle page's finance section (issue 25 §2)", () => {
  it("shows a lender offer's one comparison rate on its card and in the calculator", () => {
    const output = text(render(makeCar({ price: 60_500, financeLenders: [lender] })));
    const pairs = [
      ...output.matchAll(/(\d+(?:\.\d+)?% p\.a\.) · (\d+(?:\.\d+)?)% p\.a\. comparison rate/g),
    ];
    expect(pairs.map((pair) => pair[0])).toEqual([
      '8.99% p.a. · 9.99% p.a. comparison rate',
      '8.99% p.a. · 9.99% p.a. comparison rate',
    ]);
  });

  it('starts a car dearer than the slider maximum at the maximum, and says so', () => {
    const html = render(makeCar({ price: 114_990, financeLenders: [] }));
    expect(html).toMatch(/type="number"[^>]*value="100000"/);
    expect(html).toMatch(/type="range"[^>]*value="100000"/);
    expect(text(html)).toContain(
      "Loans here go up to $100,000, less than this vehicle's $114,990 price: the repayment is for $100,000.",
    );
    expect(text(html)).toContain('Amount financed $101,300');
    const wide = render(makeCar({ price: 114_990, financeLenders: [] }), {
      ...config,
      loanUpTo105Percent: true,
    });
    expect(wide).toMatch(/type="number"[^>]*value="114990"/);
    // Between two $500 steps, the slider shows the price where it is.
    expect(wide).toMatch(/type="range"[^>]*step="any"[^>]*value="114990"/);
    expect(text(wide)).not.toContain('Loans here go up to');
  });

  it("states how the calculator differs from the page's estimate", () => {
    const output = text(render(makeCar({ price: 57_990, financeLenders: [] })));
    expect(output).toMatch(
      /The \$\d+\/wk estimate is for the \$57,990 price over 5 years with a \$5,799 \(10%\) deposit and a \$15,657 \(30%\) final payment at 8\.99% p\.a\. \(8\.99% p\.a\. comparison rate\), with no fees\. This calculator differs: 10% p\.a\. \(\d+\.\d+% p\.a\. comparison rate\), no deposit, no final payment, establishment fees added to the loan\./,
    );
  });

  it('hides the interest-rate slider where configured, still showing the rate', () => {
    const car = makeCar({ price: 30_000, financeLenders: [] });
    expect(render(car)).toContain('aria-label="Interest rate"');
    const hidden = render(car, { ...config, showInterestRate: false });
    expect(hidden).not.toContain('Interest rate');
    expect(text(hidden)).toMatch(/10% p\.a\. · \d+\.\d+% p\.a\. comparison rate/);
  });
});
