import {
  describeJourneyHandover,
  describeTradeInOffer,
  type JourneyQuote,
} from '@forecourt/core/checkout';
import { formatPrice } from '@forecourt/core/format';
import type { ReactNode } from 'react';
import { RateWithComparison } from '@/components/finance/rate-with-comparison';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-line border-b py-2 last:border-b-0">
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * 'Your purchase' so far: the car, how it reaches the shopper, the total, the trade-in offer
 * and the finance repayment — priced now by the same rules as the vehicle page's calculators.
 */
export function JourneySummary({
  quote,
  done,
}: {
  quote: JourneyQuote;
  done: { tradeIn: boolean; finance: boolean; delivery: boolean };
}) {
  const { finance, handover, tradeIn } = quote;
  return (
    <dl>
      <Row term="Car">{formatPrice(quote.carPriceDollars)}</Row>
      {done.delivery ? (
        <Row term={handover.kind === 'pickup' ? 'Pickup' : 'Delivery'}>
          {describeJourneyHandover(handover)}
        </Row>
      ) : null}
      <Row term="Car and delivery">{formatPrice(quote.totalDollars)}</Row>
      {done.tradeIn ? (
        <Row term="Trade-in offer">
          {tradeIn
            ? `${tradeIn.year} ${tradeIn.make} ${tradeIn.model}: ${describeTradeInOffer(tradeIn.valuation)}`
            : 'No trade-in'}
        </Row>
      ) : null}
      {done.finance ? (
        <Row term="Paying by">
          {finance.kind === 'cash' ? (
            'Cash, or finance you arrange'
          ) : (
            <div className="space-y-1">
              <p>
                {finance.weeklyDollars === null
                  ? 'Finance: too small a loan to quote online; we will call you.'
                  : `Finance: about ${formatPrice(finance.weeklyDollars)} a week over ${finance.termYears} ${finance.termYears === 1 ? 'year' : 'years'}`}
              </p>
              <p>
                {formatPrice(finance.amountFinancedDollars)} borrowed after your{' '}
                {formatPrice(finance.depositDollars)} deposit.
              </p>
              <RateWithComparison rate={finance} />
              <p className="text-muted text-xs">
                An estimate, not an offer of credit: our finance team confirms it.
              </p>
            </div>
          )}
        </Row>
      ) : null}
    </dl>
  );
}
