'use client';

import {
  type Bounds,
  buildFinanceHref,
  type CalculatorValues,
  clampInput,
  describeEstimateDifferences,
  describeLoanCap,
  type EstimateReference,
  type FinanceLinkParams,
  type Frequency,
  frequencies,
  frequencyLabels,
  getComparisonRateFor,
  getPurchasePriceWarning,
  getStepWarning,
  type LenderOffer,
  quoteFinance,
  type RoundingRule,
  snapToStep,
  storePurchasePrice,
} from '@forecourt/core/finance';
import { formatCents } from '@forecourt/core/format';
import { useId, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
import { buttonVariants } from '../ui/button.tsx';
import { RateWithComparison } from './rate-with-comparison.tsx';
import { SliderField } from './slider-field.tsx';

export interface FinanceCalculatorProps {
  /** 'vehicle': a loan-amount slider for one car; 'panel': the full calculator with purchase price. */
  variant: 'vehicle' | 'panel';
  initial: CalculatorValues;
  bounds: Record<'amount' | 'termYears' | 'ratePercent' | 'deposit' | 'residual', Bounds>;
  rounding: RoundingRule;
  establishmentFeeCents: number;
  monthlyFeeCents: number;
  /** The lender offer the calculator starts from: its repayment and its one comparison rate. */
  offer: LenderOffer | null;
  monthlyOnly: boolean;
  showResidual: boolean;
  /** Off: no interest-rate input; the starting rate is used (finance.showInterestRate). */
  showInterestRate: boolean;
  /** The car's price, when the loan amount is capped below it (vehicle variant). */
  priceDollars?: number;
  /** The '$/wk' estimate shown on the same page: the calculator says what it does differently. */
  estimate?: EstimateReference | null;
  /** 'Request a Quote' goes to this finance route with the car and the amount; null hides it. */
  quote: { route: string; params: Omit<FinanceLinkParams, 'vehiclePriceBudget'> } | null;
}

const perLabel: Record<Frequency, string> = {
  week: 'per week',
  fortnight: 'per fortnight',
  month: 'per month',
};

/**
 * The finance calculator (spec 2 §2/§5). Its first quote is rendered on the server by the same
 * core function it calls on every change here; analytics event 26 fires on the first change.
 */
export function FinanceCalculator(props: FinanceCalculatorProps) {
  const { bounds } = props;
  const [values, setValues] = useState<CalculatorValues>(props.initial);
  const changed = useRef(false);
  const resultId = useId();

  const update = (patch: Partial<CalculatorValues>) => {
    if (!changed.current) {
      changed.current = true;
      trackEvent(ANALYTICS_EVENTS.calculatorUse);
    }
    setValues((current) => ({ ...current, ...patch }));
  };
  // Leaving a box clamps it; the term also lands on its step (spec 2 §5: half years). The
  // car-page loan amount clamps too, so its box and slider show the figure the repayment is for.
  const commit = (field: 'amount' | 'termYears' | 'ratePercent' | 'deposit' | 'residual') => () =>
    setValues((current) => ({
      ...current,
      [field]:
        field === 'termYears'
          ? snapToStep(current.termYears, bounds.termYears)
          : clampInput(current[field], bounds[field]),
    }));
  const termYears = snapToStep(values.termYears, bounds.termYears);

  const amount =
    props.variant === 'panel'
      ? storePurchasePrice(values.amount)
      : clampInput(values.amount, bounds.amount);
  const rate = clampInput(values.ratePercent, bounds.ratePercent);
  const used: CalculatorValues = {
    amount,
    termYears,
    ratePercent: rate,
    deposit: clampInput(values.deposit, bounds.deposit),
    residual: props.showResidual ? clampInput(values.residual, bounds.residual) : 0,
    frequency: values.frequency,
  };
  const quote = quoteFinance(
    {
      priceCents: Math.round(used.amount * 100),
      depositCents: Math.round(used.deposit * 100),
      establishmentFeesCents: props.establishmentFeeCents,
      balloonCents: Math.round(used.residual * 100),
      ratePercent: rate,
      termYears,
      frequency: values.frequency,
    },
    {
      rounding: props.rounding,
      otherFeesCents: props.monthlyFeeCents * Math.round(termYears * 12),
      lender: props.offer?.lender ?? null,
      lenderPriceCents: props.offer?.priceCents,
    },
  );
  const fees = {
    establishmentFeeCents: props.establishmentFeeCents,
    monthlyFeeCents: props.monthlyFeeCents,
  };
  // The offer's comparison rate at its own rate; at another, the same sum with the same fees.
  const comparison = getComparisonRateFor(rate, fees, props.offer?.unstatedCostPercent ?? 0);
  const warning =
    props.variant === 'panel' ? getPurchasePriceWarning(values.amount, bounds.amount) : null;
  const loanCap =
    props.variant === 'vehicle'
      ? describeLoanCap(values.amount, bounds.amount, props.priceDollars ?? values.amount)
      : null;
  const frequencyOptions = props.monthlyOnly
    ? (['month'] as const)
    : (Object.keys(frequencies) as Frequency[]);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <SliderField
          label={props.variant === 'panel' ? 'Purchase price' : 'Loan amount'}
          unit="$"
          value={values.amount}
          bounds={bounds.amount}
          warning={warning}
          note={loanCap}
          onChange={(value) => update({ amount: value })}
          onCommit={props.variant === 'vehicle' ? commit('amount') : undefined}
        />
        <SliderField
          label="Deposit / trade-in"
          unit="$"
          value={values.deposit}
          bounds={bounds.deposit}
          onChange={(value) => update({ deposit: value })}
          onCommit={commit('deposit')}
        />
        {props.showResidual ? (
          <SliderField
            label="Residual (balloon)"
            unit="$"
            value={values.residual}
            bounds={bounds.residual}
            onChange={(value) => update({ residual: value })}
            onCommit={commit('residual')}
          />
        ) : null}
        <SliderField
          label="Loan term"
          unit="years"
          value={values.termYears}
          bounds={bounds.termYears}
          warning={getStepWarning(values.termYears, bounds.termYears, 'Loan term', 'years')}
          onChange={(value) => update({ termYears: value })}
          onCommit={commit('termYears')}
        />
        {props.showInterestRate ? (
          <SliderField
            label="Interest rate"
            unit="% p.a."
            value={values.ratePercent}
            bounds={bounds.ratePercent}
            disabled={props.monthlyOnly}
            onChange={(value) => update({ ratePercent: value })}
            onCommit={commit('ratePercent')}
          />
        ) : null}
        <fieldset>
          <legend className="font-semibold">Repayment frequency</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {frequencyOptions.map((frequency) => (
              <label
                key={frequency}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-brand border border-line px-3 has-[:checked]:border-primary has-[:checked]:bg-subtle"
              >
                <input
                  type="radio"
                  name={`${resultId}-frequency`}
                  value={frequency}
                  checked={values.frequency === frequency}
                  onChange={() => update({ frequency })}
                  className="accent-primary"
                />
                {frequencyLabels[frequency]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-col gap-3 self-start rounded-brand bg-subtle p-5">
        <div id={resultId} role="status" aria-live="polite">
          {quote.kind === 'repayment' ? (
            <>
              <p className="font-bold text-4xl">{formatCents(quote.repaymentCents)}</p>
              <p className="text-muted">{perLabel[values.frequency]}</p>
              <p className="mt-3">
                Total repayments <strong>{formatCents(quote.totalRepaymentsCents)}</strong>
                {quote.balloonCents > 0 ? (
                  <> plus a final payment of {formatCents(quote.balloonCents)}</>
                ) : null}
              </p>
              <p className="text-sm">Amount financed {formatCents(quote.amountFinancedCents)}</p>
            </>
          ) : (
            <>
              <p className="font-bold text-3xl">Enquire for Finance</p>
              <p className="mt-3">
                Total repayments <span aria-hidden="true">—</span>
                <span className="sr-only">not shown</span>
              </p>
            </>
          )}
        </div>
        <RateWithComparison rate={{ ratePercent: rate, comparisonRatePercent: comparison }} />
        {props.estimate ? (
          <p data-slot="estimate-reconciliation" className="text-sm">
            {describeEstimateDifferences(props.estimate, used, {
              ...fees,
              comparisonRatePercent: comparison,
            })}
          </p>
        ) : null}
        {props.quote ? (
          <a
            href={buildFinanceHref(props.quote.route, {
              ...props.quote.params,
              vehiclePriceBudget: amount,
            })}
            className={buttonVariants()}
          >
            Request a Quote
          </a>
        ) : null}
      </div>
    </div>
  );
}
