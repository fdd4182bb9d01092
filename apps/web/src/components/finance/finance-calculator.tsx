'use client';

import type { FinanceLender } from '@forecourt/core/car/car';
import {
  type Bounds,
  type CalculatorValues,
  clampInput,
  getPurchasePriceWarning,
  getStepWarning,
  snapToStep,
  storePurchasePrice,
} from '@forecourt/core/finance/calculator-inputs';
import { calculateComparisonRatePercent } from '@forecourt/core/finance/comparison-rate';
import { buildFinanceHref, type FinanceLinkParams } from '@forecourt/core/finance/finance-links';
import { quoteFinance } from '@forecourt/core/finance/quote';
import {
  type Frequency,
  frequencies,
  frequencyLabels,
  type RoundingRule,
} from '@forecourt/core/finance/repayment';
import { formatPrice } from '@forecourt/core/format/price';
import { useId, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
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
  lender: FinanceLender | null;
  monthlyOnly: boolean;
  showResidual: boolean;
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
  // Leaving a box clamps it; the term also lands on its step (spec 2 §5: half years).
  const commit = (field: 'termYears' | 'ratePercent' | 'deposit' | 'residual') => () =>
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
  const quote = quoteFinance(
    {
      priceCents: Math.round(amount * 100),
      depositCents: Math.round(clampInput(values.deposit, bounds.deposit) * 100),
      establishmentFeesCents: props.establishmentFeeCents,
      balloonCents: props.showResidual
        ? Math.round(clampInput(values.residual, bounds.residual) * 100)
        : 0,
      ratePercent: clampInput(values.ratePercent, bounds.ratePercent),
      termYears,
      frequency: values.frequency,
    },
    {
      rounding: props.rounding,
      otherFeesCents: props.monthlyFeeCents * Math.round(termYears * 12),
      lender: props.lender,
    },
  );
  const rate = clampInput(values.ratePercent, bounds.ratePercent);
  const comparison = calculateComparisonRatePercent({
    ratePercent: rate,
    establishmentFeeCents: props.establishmentFeeCents,
    monthlyFeeCents: props.monthlyFeeCents,
  });
  const warning =
    props.variant === 'panel' ? getPurchasePriceWarning(values.amount, bounds.amount) : null;
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
          onChange={(value) => update({ amount: value })}
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
        <SliderField
          label="Interest rate"
          unit="% p.a."
          value={values.ratePercent}
          bounds={bounds.ratePercent}
          disabled={props.monthlyOnly}
          onChange={(value) => update({ ratePercent: value })}
          onCommit={commit('ratePercent')}
        />
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
              <p className="font-bold text-4xl">{formatPrice(quote.repaymentCents / 100)}</p>
              <p className="text-muted">{perLabel[values.frequency]}</p>
              <p className="mt-3">
                Total repayments <strong>{formatPrice(quote.totalRepaymentsCents / 100)}</strong>
                {quote.balloonCents > 0 ? (
                  <> plus a final payment of {formatPrice(quote.balloonCents / 100)}</>
                ) : null}
              </p>
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
        {props.quote ? (
          <a
            href={buildFinanceHref(props.quote.route, {
              ...props.quote.params,
              vehiclePriceBudget: amount,
            })}
            className="inline-flex min-h-11 items-center justify-center rounded-brand bg-primary px-4 font-semibold text-on-primary"
          >
            Request a Quote
          </a>
        ) : null}
      </div>
    </div>
  );
}
