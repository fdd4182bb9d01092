'use client';

import Link from 'next/link';
import { enquiredCarsSlice } from '@/lib/shopper-state/lead-slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';

/** Names the car the shopper just asked about (stored on success, spec 2 §7). */
export function EnquiredCarNote({ carId }: { carId: number | null }) {
  const [cars] = useShopperList(enquiredCarsSlice);
  const car = carId ? cars.find((entry) => entry.id === carId) : undefined;
  if (!car) return null;
  return (
    <p className="mt-2 text-muted">
      About:{' '}
      <Link
        prefetch={false}
        href={`/cars/${car.slug}`}
        className="text-primary underline underline-offset-4"
      >
        {car.name}
      </Link>
    </p>
  );
}
