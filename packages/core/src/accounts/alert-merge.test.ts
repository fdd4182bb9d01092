import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MergeableAlertItem, mergeAlertItems } from './alert-merge.ts';
import { judgeWatchedCar, type WatchedCarMark } from './alert-rules.ts';

type Item = MergeableAlertItem & { id: number };
const drop = (id: number, carId: number, oldPrice: number, price: number): Item => ({
  id,
  kind: 'price-drop',
  carId,
  price,
  oldPrice,
});
const sold = (id: number, carId: number, price: number): Item => ({
  id,
  kind: 'sold',
  carId,
  price,
  oldPrice: null,
});
const match = (id: number, carId: number, price: number): Item => ({
  id,
  kind: 'new-match',
  carId,
  price,
  oldPrice: null,
});

describe('mergeAlertItems', () => {
  it('tells two drops of one car as one drop from the price last heard of', () => {
    expect(mergeAlertItems([drop(1, 7, 18_990, 17_990), drop(2, 7, 17_990, 16_990)])).toEqual([
      drop(2, 7, 18_990, 16_990),
    ]);
  });

  it('tells a car that sold after dropping as sold, once; other cars and matches as they were', () => {
    expect(
      mergeAlertItems([
        drop(1, 7, 18_990, 17_990),
        match(2, 9, 30_000),
        drop(3, 8, 25_000, 24_000),
        sold(4, 7, 17_990),
        match(5, 7, 17_990),
      ]),
    ).toEqual([
      match(2, 9, 30_000),
      drop(3, 8, 25_000, 24_000),
      sold(4, 7, 17_990),
      match(5, 7, 17_990),
    ]);
  });

  it('drops the news of a car that ended no cheaper than before its first drop', () => {
    // 18,990 → 17,990, a quiet rise to 20,990, then 19,990: dearer than the shopper knew.
    expect(mergeAlertItems([drop(1, 7, 18_990, 17_990), drop(2, 7, 20_990, 19_990)])).toEqual([]);
  });

  it('a car that sold, came back and dropped is told as the drop since the price last heard of', () => {
    expect(
      mergeAlertItems([drop(1, 7, 20_000, 19_000), sold(2, 7, 19_000), drop(3, 7, 19_500, 18_000)]),
    ).toEqual([drop(3, 7, 20_000, 18_000)]);
  });

  // A watched car's life: price changes, sales and returns, judged as the worker does.
  const step = fc.oneof(
    fc.record({
      price: fc.integer({ min: 0, max: 60 }).map((n) => n * 1000),
      status: fc.constant('in_stock' as const),
    }),
    fc.constant({ price: -1, status: 'sold' as const }),
  );
  const lives = fc.array(
    fc.record({
      carId: fc.integer({ min: 1, max: 4 }),
      first: fc.integer({ min: 1, max: 60 }),
      steps: fc.array(step, { maxLength: 8 }),
    }),
    { maxLength: 4 },
  );

  /** The news the worker records over the cars' lives, interleaved car by car. */
  function newsOf(
    cars: {
      carId: number;
      first: number;
      steps: { price: number; status: 'in_stock' | 'sold' }[];
    }[],
  ) {
    const items: Item[] = [];
    const marks = new Map<number, WatchedCarMark>();
    const prices = new Map<number, number>();
    const latest = new Map<number, Item>();
    const longest = Math.max(0, ...cars.map((car) => car.steps.length));
    for (const car of cars) {
      marks.set(car.carId, { alertedPrice: car.first * 1000, alertedSold: false });
      prices.set(car.carId, car.first * 1000);
    }
    for (let at = 0; at < longest; at++) {
      for (const car of cars) {
        const next = car.steps[at];
        const mark = marks.get(car.carId);
        if (!next || !mark) continue;
        const price = next.price < 0 ? (prices.get(car.carId) ?? 0) : next.price;
        prices.set(car.carId, price);
        const judged = judgeWatchedCar(mark, { price, status: next.status });
        marks.set(car.carId, judged.mark);
        if (!judged.alert) continue;
        const item: Item =
          judged.alert.kind === 'sold'
            ? sold(items.length + 1, car.carId, price)
            : drop(items.length + 1, car.carId, judged.alert.oldPrice, price);
        items.push(item);
        latest.set(car.carId, item);
      }
    }
    return { items, latest };
  }

  it('tells each car at most once: a real drop to its latest price, or its sale when that came last', () => {
    fc.assert(
      fc.property(lives, (cars) => {
        const { items, latest } = newsOf(cars);
        const merged = mergeAlertItems(items);
        const carIds = merged.map((item) => item.carId);
        expect(new Set(carIds).size).toBe(carIds.length);
        for (const item of merged) {
          const last = latest.get(item.carId);
          expect(item.id).toBe(last?.id);
          expect(item.kind).toBe(last?.kind);
          expect(item.price).toBe(last?.price);
          if (item.kind === 'price-drop') {
            expect(item.price).toBeGreaterThan(0);
            expect(item.price).toBeLessThan(item.oldPrice ?? 0);
          }
        }
        for (const [carId, last] of latest) {
          if (last.kind === 'sold')
            expect(merged.find((item) => item.carId === carId)).toEqual(last);
        }
        expect(mergeAlertItems(merged)).toEqual(merged);
      }),
    );
  });

  it('tells a run of falling prices as one drop from the first price to the last', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 10 }),
        (values) => {
          const prices = [...values].sort((a, b) => b - a);
          const first = prices[0] ?? 0;
          const chain = prices
            .slice(1)
            .map((price, index) => drop(index + 1, 1, prices[index] ?? 0, price));
          expect(mergeAlertItems(chain)).toEqual([
            drop(prices.length - 1, 1, first, prices.at(-1) ?? 0),
          ]);
        },
      ),
    );
  });
});
