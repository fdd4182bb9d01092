'use client';

import { readOrNull } from '@forecourt/core/json';
import { type CompareCarsAnswer, readCompareCarsAnswer } from '@forecourt/core/vehicle';
import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { PriceTag } from '@/components/vehicle/price-tag';
import { getJson } from '@/lib/json-client';
import { removeItem } from '@/lib/shopper-state/list-slice';
import { compareSlice } from '@/lib/shopper-state/slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';

type CompareCar = CompareCarsAnswer['cars'][number];

/** The compare table: one column per car, one row per specification any of them has. */
export function CompareTable({ max, plural }: { max: number; plural: string }) {
  const [entries, update] = useShopperList(compareSlice);
  const [hydrated, setHydrated] = useState(false);
  const [cars, setCars] = useState<CompareCar[] | null>(null);
  const ids = entries
    .slice(0, max)
    .map((entry) => entry.id)
    .join(',');

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated) return;
    if (!ids) {
      setCars([]);
      return;
    }
    const controller = new AbortController();
    getJson(`/compare/cars?ids=${ids}`, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      const loaded = answer.ok ? readOrNull(readCompareCarsAnswer, answer.body)?.cars : null;
      if (!loaded) console.warn('compare failed to load', answer.status);
      setCars(loaded ?? []);
    });
    return () => controller.abort();
  }, [hydrated, ids]);

  if (!hydrated || cars === null)
    return <p className="mt-8 text-muted">Loading your comparison…</p>;
  if (cars.length === 0) {
    return (
      <div className="mt-8">
        <p>Nothing to compare yet.</p>
        <Link
          prefetch={false}
          href="/search/new-used-and-demo-cars"
          className={buttonVariants({ className: 'mt-4' })}
        >
          Browse our {plural.toLowerCase()}
        </Link>
      </div>
    );
  }

  const rows = [...new Set(cars.flatMap((car) => Object.keys(car.specs)))];
  return (
    <div className="mt-8 overflow-x-auto" data-slot="compare-table">
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left">
        <caption className="sr-only">
          {plural} compared: {cars.map((car) => car.name).join(', ')}
        </caption>
        <thead>
          <tr>
            <td className="w-40" />
            {cars.map((car) => (
              <th key={car.id} scope="col" className="p-3 align-top font-normal">
                <div className="relative aspect-[3/2] overflow-hidden rounded-brand bg-subtle">
                  {car.image ? (
                    <Image
                      src={car.image.url}
                      alt=""
                      fill
                      sizes="(min-width: 1024px) 25vw, 50vw"
                      className="object-cover"
                    />
                  ) : null}
                </div>
                <Link
                  prefetch={false}
                  href={`/cars/${car.slug}`}
                  className="mt-2 block font-semibold text-lg hover:underline"
                >
                  {car.name}
                </Link>
                <PriceTag display={car.price} />
                {car.status === 'sold' ? <p className="font-bold text-danger">SOLD</p> : null}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => update((items) => removeItem(compareSlice, items, car.id))}
                  className="mt-2 min-h-11 font-normal"
                >
                  Remove<span className="sr-only"> {car.name}</span>
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row} className="border-line border-t">
              <th scope="row" className="p-3 font-medium text-muted">
                {row}
              </th>
              {cars.map((car) => (
                <td key={car.id} className="p-3">
                  {car.specs[row] ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
