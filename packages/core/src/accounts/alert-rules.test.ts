import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carStatuses } from '../car/car.ts';
import { alertDay, judgeWatchedCar, markChanged, type WatchedCarMark } from './alert-rules.ts';

const seen = (alertedPrice: number | null, alertedSold = false): WatchedCarMark => ({
  alertedPrice,
  alertedSold,
});

describe('judgeWatchedCar', () => {
  it('records the first price it sees without news', () => {
    expect(judgeWatchedCar(seen(null), { price: 30_000, status: 'in_stock' })).toEqual({
      alert: null,
      mark: seen(30_000),
    });
  });

  it('calls a lower price a drop from the one the shopper last heard of', () => {
    expect(judgeWatchedCar(seen(30_000), { price: 28_500, status: 'in_stock' })).toEqual({
      alert: { kind: 'price-drop', oldPrice: 30_000 },
      mark: seen(28_500),
    });
  });

  it('remembers a rise quietly and measures the next drop from it', () => {
    const up = judgeWatchedCar(seen(30_000), { price: 32_000, status: 'in_stock' });
    expect(up).toEqual({ alert: null, mark: seen(32_000) });
    expect(judgeWatchedCar(up.mark, { price: 31_000, status: 'in_stock' }).alert).toEqual({
      kind: 'price-drop',
      oldPrice: 32_000,
    });
  });

  it('does not call a withdrawn price (0) or a newly shown one a drop', () => {
    expect(judgeWatchedCar(seen(30_000), { price: 0, status: 'in_stock' }).alert).toBeNull();
    expect(judgeWatchedCar(seen(0), { price: 25_000, status: 'in_stock' }).alert).toBeNull();
  });

  it('tells of a sale once, and again only after the car came back', () => {
    const sold = judgeWatchedCar(seen(30_000), { price: 30_000, status: 'sold' });
    expect(sold.alert).toEqual({ kind: 'sold' });
    expect(judgeWatchedCar(sold.mark, { price: 30_000, status: 'sold' }).alert).toBeNull();
    const back = judgeWatchedCar(sold.mark, { price: 30_000, status: 'in_stock' });
    expect(back).toEqual({ alert: null, mark: seen(30_000) });
    expect(judgeWatchedCar(back.mark, { price: 30_000, status: 'sold' }).alert).toEqual({
      kind: 'sold',
    });
  });

  it('never repeats news: judging the same car twice gives nothing the second time', () => {
    const mark = fc.record({
      alertedPrice: fc.option(fc.integer({ min: 0, max: 200_000 })),
      alertedSold: fc.boolean(),
    });
    const car = fc.record({
      price: fc.integer({ min: 0, max: 200_000 }),
      status: fc.constantFrom(...carStatuses),
    });
    fc.assert(
      fc.property(mark, car, (before, now) => {
        const first = judgeWatchedCar(before, now);
        const second = judgeWatchedCar(first.mark, now);
        expect(second.alert).toBeNull();
        expect(markChanged(first.mark, second.mark)).toBe(false);
      }),
    );
  });
});

describe('alertDay', () => {
  it("is the site's local date, not UTC's", () => {
    // 14:30 UTC on the 23rd is 01:30 on the 24th in Sydney (AEDT).
    expect(alertDay(new Date('2026-11-23T14:30:00Z'), 'Australia/Sydney')).toBe('2026-11-24');
    expect(alertDay(new Date('2026-11-23T14:30:00Z'), 'Australia/Perth')).toBe('2026-11-23');
  });
});
