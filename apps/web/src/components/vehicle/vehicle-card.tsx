import type { CarDisplayConfig } from '@forecourt/core/car';
import type { FinanceConfig } from '@forecourt/core/finance';
import type { ReactNode } from 'react';
import { toVehicleCardModel, type VehicleCardData } from '@/lib/vehicle-card-model';
import { VehicleCardView } from './vehicle-card-view.tsx';

interface VehicleCardProps {
  car: VehicleCardData;
  display: CarDisplayConfig;
  now: Date;
  /** The first few cards are above the fold: load their images eagerly. */
  priority?: boolean;
  /** A favourite toggle or similar control over the image. */
  action?: ReactNode;
  /** Show the finance estimate (pass the site's finance.estimate settings). */
  estimate?: FinanceConfig['estimate'] | null;
}

/** A stock card (spec 1 §2 Vehicle card, spec 2 search-result card), rendered on the server. */
export function VehicleCard({
  car,
  display,
  now,
  priority = false,
  action,
  estimate = null,
}: VehicleCardProps) {
  return (
    <VehicleCardView
      card={toVehicleCardModel(car, display, now, estimate)}
      priority={priority}
      action={action}
    />
  );
}
