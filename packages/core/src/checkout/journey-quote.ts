import { formatPercent } from '../finance/advertised-rate.ts';
import { calculateComparisonRatePercent } from '../finance/comparison-rate.ts';
import { getQuoteRatePercent } from '../finance/estimate.ts';
import type { FinanceConfig } from '../finance/finance-config.ts';
import { quoteFinance } from '../finance/quote.ts';
import { formatNumber, formatPrice } from '../format/price.ts';
import type { FormValues } from '../leads/form-schema.ts';
import type { LeadTradeIn } from '../leads/lead.ts';
import type { TradeInValuation } from '../leads/trade-in-offer.ts';
import { CREDIT_HISTORY, type CreditHistory } from './purchase-journey.ts';

/** How the shopper pays, priced: the weekly repayment always with its comparison rate. */
export type JourneyFinance =
  | { kind: 'cash' }
  | {
      kind: 'finance';
      depositDollars: number;
      termYears: number;
      credit: CreditHistory;
      amountFinancedDollars: number;
      /** Whole dollars a week; null when the loan is too small to quote ('Enquire for Finance'). */
      weeklyDollars: number | null;
      ratePercent: number;
      comparisonRatePercent: number;
    };

/** How the car reaches the shopper, priced. */
export type JourneyHandover =
  | { kind: 'pickup'; locationName: string }
  | {
      kind: 'delivery';
      postcode: string;
      /** Null when the postcode can no longer be quoted (the dealer's zones changed). */
      priceDollars: number | null;
      placeName: string | null;
    };

/** The journey's answers with their prices: what the review shows and the dealer receives. */
export interface JourneyQuote {
  carPriceDollars: number;
  /** The trade-in as a lead carries it, offer included; null without one. */
  tradeIn: LeadTradeIn | null;
  finance: JourneyFinance;
  handover: JourneyHandover;
  /** Car plus delivery, before any trade-in (its offer is confirmed on inspection). */
  totalDollars: number;
}

const text = (values: FormValues | undefined, name: string) => {
  const value = values?.[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

const isCredit = (value: string): value is CreditHistory =>
  CREDIT_HISTORY.some((entry) => entry.value === value);

/**
 * The finance answer priced (spec 2 §9 rules): car and delivery less the deposit, over the
 * chosen term at the site's sample rate for the shopper's credit and the car's age, weekly,
 * with no final payment; never a rate without its comparison rate.
 */
export function quoteJourneyFinance(
  answers: FormValues | undefined,
  amountDollars: number,
  carYear: number,
  settings: FinanceConfig['estimate'],
  now: Date,
): JourneyFinance {
  const credit = text(answers, 'finance_credit');
  if (text(answers, 'payment') !== 'finance' || !isCredit(credit)) return { kind: 'cash' };
  const depositDollars = Math.min(amountDollars, Number(text(answers, 'finance_deposit')) || 0);
  const termYears = Number(text(answers, 'finance_term')) || settings.termYears;
  const ratePercent = getQuoteRatePercent(credit, carYear, settings.ratePercent, now);
  const quote = quoteFinance(
    {
      priceCents: amountDollars * 100,
      depositCents: depositDollars * 100,
      establishmentFeesCents: 0,
      balloonCents: 0,
      ratePercent,
      termYears,
      frequency: 'week',
    },
    { rounding: 'nearest' },
  );
  return {
    kind: 'finance',
    depositDollars,
    termYears,
    credit,
    amountFinancedDollars: amountDollars - depositDollars,
    weeklyDollars: quote.kind === 'repayment' ? quote.repaymentCents / 100 : null,
    ratePercent,
    comparisonRatePercent: calculateComparisonRatePercent({
      ratePercent,
      establishmentFeeCents: 0,
      monthlyFeeCents: 0,
    }),
  };
}

/** A trade-in offer in words ('$18,500 to $20,000, subject to inspection'). */
export function describeTradeInOffer(valuation: TradeInValuation): string {
  return valuation.kind === 'offer'
    ? `${formatPrice(valuation.lowDollars)} to ${formatPrice(valuation.highDollars)}, subject to inspection`
    : valuation.message;
}

/** The finance answer in words, its rate always beside its comparison rate. */
export function describeJourneyFinance(finance: JourneyFinance): string {
  if (finance.kind === 'cash') return 'Cash, or finance the shopper arranges';
  const term = finance.termYears === 1 ? '1 year' : `${finance.termYears} years`;
  const repayment =
    finance.weeklyDollars === null
      ? 'too small a loan to quote'
      : `about ${formatPrice(finance.weeklyDollars)} a week`;
  const credit = CREDIT_HISTORY.find((entry) => entry.value === finance.credit)?.label ?? '';
  return `Finance: ${formatPrice(finance.amountFinancedDollars)} over ${term} after a ${formatPrice(finance.depositDollars)} deposit, ${repayment} at ${formatPercent(finance.ratePercent)} p.a. (${formatPercent(finance.comparisonRatePercent)} p.a. comparison rate); credit history: ${credit}`;
}

export function describeJourneyHandover(handover: JourneyHandover): string {
  if (handover.kind === 'pickup') return `Pickup from ${handover.locationName}`;
  const where = handover.placeName
    ? `${handover.placeName} ${handover.postcode}`
    : handover.postcode;
  return handover.priceDollars === null
    ? `Delivery to ${where}: no estimate, the dealer to quote`
    : `Delivery to ${where}: ${formatPrice(handover.priceDollars)}`;
}

/** The journey in lines for the dealer's reservation lead. */
export function describeJourneyForDealer(quote: JourneyQuote): string[] {
  const { tradeIn } = quote;
  return [
    'Online purchase journey:',
    tradeIn
      ? `Trade-in: ${tradeIn.year} ${tradeIn.make} ${tradeIn.model}${tradeIn.badge ? ` ${tradeIn.badge}` : ''}, ${formatNumber(tradeIn.km)} km; offer ${describeTradeInOffer(tradeIn.valuation)}`
      : 'Trade-in: none',
    describeJourneyFinance(quote.finance),
    describeJourneyHandover(quote.handover),
    `Car and delivery: ${formatPrice(quote.totalDollars)}`,
  ];
}
