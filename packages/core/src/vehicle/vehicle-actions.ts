import { type Car, isInStock } from '../car/car.ts';
import { canReserve } from '../checkout/reservation.ts';
import type { FeaturesConfig } from '../features/features-config.ts';
import type { TypeNoun } from '../finance/budget.ts';
import { formatPrice } from '../format/price.ts';
import { toLocalDigits } from '../phone/phone.ts';

/**
 * Which pages and dialogs exist in this deployment. A button appears only when the page or
 * dialog it opens is real (never a placeholder form), on top of the dealer's own switches.
 */
export interface ActionTargets {
  tradeInPage: boolean;
  checkoutPage: boolean;
  onlinePurchasePage: boolean;
  chatBot: boolean;
}

export type VehicleAction =
  | { kind: 'history-report'; label: string; href: string; fileName: string }
  | { kind: 'trade-in'; label: string; href: string }
  | { kind: 'reserve'; label: string; href: string }
  | { kind: 'online-purchase'; label: string; href: string }
  | { kind: 'instant-message'; label: string }
  | { kind: 'whatsapp'; label: string; href: string };

type ActionCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'status'
  | 'historyReportUrl'
  | 'tradeInEnabled'
  | 'checkoutEnabled'
  | 'reserveAmount'
  | 'reserved'
>;

/**
 * Spec 1 §5: the reserve label shows the deposit unless it is empty or $0. The car's own
 * amount wins over the site default (spec 2 §9: $200). 'Car' is the site's noun.
 */
export function getReserveLabel(
  reserveAmount: number | null,
  defaultDeposit: number,
  noun: TypeNoun,
): string {
  const amount = reserveAmount ?? defaultDeposit;
  const label = `Reserve ${noun.singular} Now`;
  return amount > 0 ? `${label} for ${formatPrice(amount)}` : label;
}

/**
 * The sidebar's extra action buttons in display order (spec 2 §2, §5 Other display rules):
 * history report only with a file; trade-in only when enabled for the car; reserve and
 * online purchase only when checkout is enabled and nobody holds the car. Cars not in stock get
 * none.
 */
export function getVehicleActions(
  car: ActionCar,
  features: FeaturesConfig,
  targets: ActionTargets,
  options: { defaultDeposit: number; vehicleNoun: TypeNoun },
): VehicleAction[] {
  if (!isInStock(car)) return [];
  const actions: VehicleAction[] = [];
  if (features.historyReports && car.historyReportUrl) {
    actions.push({
      kind: 'history-report',
      label: `${options.vehicleNoun.singular} History Report`,
      href: car.historyReportUrl,
      fileName: `${car.slug}.pdf`,
    });
  }
  if (features.tradeIn && car.tradeInEnabled && targets.tradeInPage) {
    actions.push({
      kind: 'trade-in',
      label: 'Trade-In Valuation',
      href: `/cars/trade-in?car_id=${car.id}`,
    });
  }
  // Core's reservation rule: a car someone already holds cannot be reserved again.
  if (canReserve(car, features.checkout)) {
    if (targets.checkoutPage) {
      actions.push({
        kind: 'reserve',
        label: getReserveLabel(car.reserveAmount, options.defaultDeposit, options.vehicleNoun),
        href: `/cars/${car.slug}/${features.checkout.path}`,
      });
    }
    if (targets.onlinePurchasePage) {
      actions.push({
        kind: 'online-purchase',
        label: 'Online Purchase',
        href: `/checkout-journey?car_id=${car.slug}`,
      });
    }
  }
  if (features.instantMessage && targets.chatBot) {
    actions.push({ kind: 'instant-message', label: 'Instant Message' });
  }
  if (features.whatsappNumber) {
    const digits = toLocalDigits(features.whatsappNumber).replace(/^0/, '61');
    actions.push({ kind: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/${digits}` });
  }
  return actions;
}
