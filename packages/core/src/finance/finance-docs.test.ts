import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { quoteFinance } from './quote.ts';
import type { Frequency } from './repayment.ts';

const money = (cell: string) => Math.round(Number(cell.replace(/[$,]/g, '')) * 100);

it('every worked example in docs/finance.md is what the engine answers', () => {
  const doc = readFileSync(new URL('../../../../docs/finance.md', import.meta.url), 'utf8');
  const table = doc.slice(doc.indexOf('## Worked examples'));
  const rows = table
    .split('\n')
    .filter((line) => /^\| \$/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  expect(rows.length).toBeGreaterThanOrEqual(10);
  for (const [
    price,
    deposit,
    fees,
    balloon,
    rate,
    years,
    weekly,
    fortnightly,
    monthly,
    total,
  ] of rows as string[][]) {
    const quote = (frequency: Frequency) =>
      quoteFinance(
        {
          priceCents: money(price ?? ''),
          depositCents: money(deposit ?? ''),
          establishmentFeesCents: money(fees ?? ''),
          balloonCents: money(balloon ?? ''),
          ratePercent: Number(rate),
          termYears: Number(years),
          frequency,
        },
        { rounding: 'nearest' },
      );
    const expectRepayment = (frequency: Frequency, cell: string | undefined) => {
      const result = quote(frequency);
      expect(
        result.kind === 'repayment' ? result.repaymentCents : null,
        `${price} ${frequency}`,
      ).toBe(money(cell ?? ''));
      return result;
    };
    expectRepayment('week', weekly);
    expectRepayment('fortnight', fortnightly);
    const byMonth = expectRepayment('month', monthly);
    expect(
      byMonth.kind === 'repayment' ? byMonth.totalRepaymentsCents : null,
      `${price} total`,
    ).toBe(money(total ?? ''));
  }
});
