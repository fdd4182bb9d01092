import { ScrollThreshold } from '@/components/ui/scroll-threshold';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { PriceTag } from '@/components/vehicle/price-tag';
import { WatchlistToggle } from '@/components/vehicle/watchlist-toggle';
import type { VehiclePageModel } from '../_lib/vehicle-page-model.ts';
import { LeadActionsSlot } from './lead-actions-slot.tsx';
import { VehicleCallPanel } from './vehicle-sidebar.tsx';

/**
 * Spec 2 §2 mobile sticky bottom bar with the main buttons; past 900 px of scroll it switches
 * to its opened style, which also names the car and its price.
 */
export function MobileActionBar({ model }: { model: VehiclePageModel }) {
  const { car, site } = model;
  return (
    <ScrollThreshold
      px={site.config.vehiclePage.mobileBarOpenAfterPx}
      as="section"
      label="Quick actions"
      className="group fixed inset-x-0 bottom-0 z-40 border-line border-t bg-surface px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
    >
      <div className="hidden items-center justify-between gap-3 pb-2 group-data-[past=true]:flex">
        <p className="truncate font-semibold">{model.name}</p>
        <div className="shrink-0">
          <PriceTag display={model.price} />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <div className="flex-1">
          {model.inStock ? (
            <VehicleCallPanel model={model} compact />
          ) : (
            <a
              href={`${model.path}/find-similar`}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-brand bg-primary px-3 font-semibold text-on-primary"
            >
              Find Me Something Similar
            </a>
          )}
        </div>
        {model.inStock ? <LeadActionsSlot car={car} site={site} placement="mobile-bar" /> : null}
        {site.config.features.watchlist ? (
          <WatchlistToggle
            variant="bar"
            car={{ id: car.id, name: model.name }}
            sold={!model.inStock}
          />
        ) : null}
        {model.favouriteShown ? (
          <FavouriteToggle
            variant="bar"
            entry={{
              id: car.id,
              name: model.fullName,
              slug: car.slug,
              make: car.make,
              model: car.model,
              primary_image_url: car.images.find((image) => !image.isVideo)?.url ?? null,
            }}
          />
        ) : null}
      </div>
    </ScrollThreshold>
  );
}
