import { getMobileBarLayout } from '@forecourt/core/vehicle';
import { BottomDock } from '@/components/ui/bottom-dock';
import { ScrollThreshold } from '@/components/ui/scroll-threshold';
import { PriceTag } from '@/components/vehicle/price-tag';
import { cn } from '@/lib/cn';
import { getVehicleControls } from '../_lib/vehicle-controls.ts';
import type { VehiclePageModel } from '../_lib/vehicle-page-model.ts';
import { controlClass, getDockSpan } from './control-looks.ts';
import { MoreSheet } from './more-sheet.tsx';
import { VehicleControl } from './vehicle-control.tsx';

/**
 * Spec 2 §2 mobile sticky bottom bar with the sidebar's buttons: those that fit (site config
 * `vehiclePage.mobileBar`), the rest in the 'More' sheet. It sits in the page's bottom dock, so
 * the service banner stacks above it and the page keeps room for both. Past 900 px of scroll it
 * switches to its opened style, which also names the car and its price.
 */
export function MobileActionBar({ model }: { model: VehiclePageModel }) {
  const { mobileBar, mobileBarOpenAfterPx } = model.site.config.vehiclePage;
  const { bar, more } = getMobileBarLayout(
    getVehicleControls(model),
    mobileBar.priority,
    mobileBar.slots,
  );
  return (
    <BottomDock>
      <ScrollThreshold
        px={mobileBarOpenAfterPx}
        as="section"
        label="Quick actions"
        data-slot="mobile-action-bar"
        className="group border-line border-t bg-surface px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
      >
        <div className="hidden items-center justify-between gap-3 px-1 pb-2 group-data-[past=true]:flex">
          <p className="truncate font-semibold">{model.name}</p>
          <div className="shrink-0">
            <PriceTag display={model.price} />
          </div>
        </div>
        <ul className="grid auto-cols-fr grid-flow-col gap-1">
          {bar.map((kind) => (
            <li
              key={kind}
              data-control={kind}
              className={cn('flex min-w-0 empty:hidden', getDockSpan(kind) === 2 && 'col-span-2')}
            >
              <VehicleControl kind={kind} model={model} look="dock" />
            </li>
          ))}
          {more.length > 0 ? (
            <li data-control="more" className="flex min-w-0">
              <MoreSheet description={model.fullName} className={controlClass('dock')}>
                {more.map((kind) => (
                  <li key={kind} data-control={kind} className="empty:hidden">
                    <VehicleControl kind={kind} model={model} look="row" />
                  </li>
                ))}
              </MoreSheet>
            </li>
          ) : null}
        </ul>
      </ScrollThreshold>
    </BottomDock>
  );
}
