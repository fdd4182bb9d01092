import { ScrollThreshold } from '@/components/ui/scroll-threshold';
import { PriceTag } from '@/components/vehicle/price-tag';
import type { VehiclePageModel } from '../_lib/vehicle-page-model.ts';

/**
 * Spec 1 §2: a sticky header with the car's name and price appears after 500 px of scroll. Like
 * every fixed bar it sits below dialogs (z-30; dialogs are z-50), and scrolling keeps focused
 * elements clear of it.
 */
export function StickyVehicleHeader({ model }: { model: VehiclePageModel }) {
  return (
    <ScrollThreshold
      px={model.site.config.vehiclePage.stickyHeaderAfterPx}
      inertUntilPast
      reserve="top"
      className="invisible fixed inset-x-0 top-0 z-30 -translate-y-full border-line border-b bg-surface shadow-md transition-transform duration-300 data-[past=true]:visible data-[past=true]:translate-y-0"
    >
      <div
        data-slot="sticky-header"
        className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2"
      >
        <p className="truncate font-semibold">{model.fullName}</p>
        <div className="flex shrink-0 items-center gap-4">
          <PriceTag display={model.price} />
          <a
            href="#key-information"
            className="hidden min-h-11 items-center font-semibold text-primary sm:inline-flex"
          >
            Details
          </a>
        </div>
      </div>
    </ScrollThreshold>
  );
}
