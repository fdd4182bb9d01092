'use client';

import type { TypeNoun } from '@forecourt/core/finance';
import {
  BUDGET_DISCLAIMER,
  calculateBudget,
  clampBudgetAmount,
  describeBudgetResult,
  getBudgetPriceRange,
} from '@forecourt/core/finance';
import { formatPrice } from '@forecourt/core/format';
import { readOrNull } from '@forecourt/core/json';
import { readSearchAnswer } from '@forecourt/core/search';
import { useEffect, useId, useState } from 'react';
import { getJson } from '@/lib/json-client';
import { Button, buttonVariants } from '../ui/button.tsx';
import { SliderField } from './slider-field.tsx';

export interface BudgetBody {
  value: string;
  label: string;
  /** What one and many of this body are called ('Naked Bike', 'Naked Bikes'). */
  noun: TypeNoun;
  imageUrl: string | null;
}

interface BudgetFinderProps {
  bodies: BudgetBody[];
  priceBounds: { min: number; max: number };
  defaults: { monthly: number; weekly: number; deposit: number; termYears: number };
  /** The vehicle noun, used when no body is chosen. */
  noun: TypeNoun;
}

/** A search's answer, with the query it answered (its link goes to exactly those cars). */
type Result = { query: string; count: number; cheapest: number | null } | null;

/**
 * 'Find cars for your budget.' (spec 2 §2/§9): pick a body, a price range and what you can
 * repay; the count comes from the site's search engine (cars priced above $1,000).
 */
export function BudgetFinder({ bodies, priceBounds, defaults, noun }: BudgetFinderProps) {
  const id = useId();
  const [body, setBody] = useState(bodies[0]?.value ?? '');
  const [frequency, setFrequency] = useState<'week' | 'month'>('month');
  const [repayment, setRepayment] = useState(defaults.monthly);
  const [deposit, setDeposit] = useState(defaults.deposit);
  const [range, setRange] = useState(priceBounds);
  const [result, setResult] = useState<Result>(null);
  const budget = calculateBudget(repayment, frequency, deposit, defaults.termYears);
  const prices = getBudgetPriceRange(range, budget);
  // No query when the budget is below the lowest price: nothing matches, so nothing to ask.
  const searchQuery = prices
    ? `refinementList[body][]=${encodeURIComponent(body)}&range[price]=${prices.min}:${prices.max}`
    : null;

  useEffect(() => {
    if (searchQuery === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await getJson(`/api/search?facets=&${searchQuery}`, controller.signal);
      // Aborted, offline or refused: keep the last answer.
      if (!answer.ok || controller.signal.aborted) return;
      const data = readOrNull(readSearchAnswer, answer.body);
      if (!data) return;
      setResult({ query: searchQuery, count: data.count, cheapest: data.stats.price?.min ?? null });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchQuery]);

  const bodyLabel = bodies.find((candidate) => candidate.value === body)?.noun ?? noun;
  // spec 2 §4: a budget below the lowest price reads '0 {type}s Found', disabled. Otherwise the
  // last answer stays up (linking to the cars it counted) until the new one arrives.
  const outcome =
    searchQuery === null
      ? describeBudgetResult(0, budget, null, bodyLabel)
      : result
        ? describeBudgetResult(result.count, budget, result.cheapest, bodyLabel)
        : null;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <fieldset>
          <legend className="font-semibold">Body type</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {bodies.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer flex-col items-center gap-1 rounded-brand border border-line p-2 has-[:checked]:border-primary has-[:checked]:bg-subtle"
              >
                {option.imageUrl ? (
                  // biome-ignore lint/performance/noImgElement: small thumbnails of body shapes
                  <img
                    src={option.imageUrl}
                    alt=""
                    width={160}
                    height={107}
                    className="h-16 w-auto"
                  />
                ) : null}
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-body`}
                    value={option.value}
                    checked={body === option.value}
                    onChange={() => setBody(option.value)}
                    className="accent-primary"
                  />
                  {option.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <SliderField
          label="Lowest price"
          unit="$"
          value={range.min}
          bounds={{ ...priceBounds, step: 500 }}
          onChange={(value) =>
            setRange((current) => ({ ...current, min: Math.min(value, current.max - 500) }))
          }
        />
        <SliderField
          label="Highest price"
          unit="$"
          value={range.max}
          bounds={{ ...priceBounds, step: 500 }}
          onChange={(value) =>
            setRange((current) => ({ ...current, max: Math.max(value, current.min + 500) }))
          }
        />
      </div>
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <label className="space-y-1">
            <span className="block font-semibold">Repayment</span>
            <input
              type="text"
              inputMode="numeric"
              value={repayment}
              onChange={(event) => setRepayment(clampBudgetAmount(event.target.value))}
              className="min-h-11 w-full rounded-brand border border-line bg-surface px-2"
            />
          </label>
          <label className="space-y-1">
            <span className="block font-semibold">How often</span>
            <select
              value={frequency}
              onChange={(event) => {
                const next = event.target.value === 'week' ? 'week' : 'month';
                setFrequency(next);
                setRepayment(next === 'week' ? defaults.weekly : defaults.monthly);
              }}
              className="min-h-11 w-full rounded-brand border border-line bg-surface px-2"
            >
              <option value="month">Monthly</option>
              <option value="week">Weekly</option>
            </select>
          </label>
        </div>
        <label className="block space-y-1">
          <span className="block font-semibold">Deposit</span>
          <input
            type="text"
            inputMode="numeric"
            value={deposit}
            onChange={(event) => setDeposit(clampBudgetAmount(event.target.value))}
            className="min-h-11 w-full rounded-brand border border-line bg-surface px-2"
          />
        </label>
        <p className="text-lg">
          Your budget: <strong>{formatPrice(budget)}</strong>
        </p>
        <div role="status" aria-live="polite">
          {outcome && !outcome.disabled && result ? (
            <a href={`/search?${result.query}`} className={buttonVariants()}>
              {outcome.label}
            </a>
          ) : (
            <Button disabled>{outcome ? outcome.label : 'Searching…'}</Button>
          )}
          {outcome?.note ? <p className="mt-2 text-danger">{outcome.note}</p> : null}
        </div>
        <p className="text-muted text-sm">{BUDGET_DISCLAIMER}</p>
      </div>
    </div>
  );
}
