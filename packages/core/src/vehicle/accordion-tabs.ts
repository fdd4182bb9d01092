import type { TypeNoun } from '../finance/budget.ts';
import { formatPrice } from '../format/price.ts';
import type { VehiclePageConfig } from './vehicle-page-config.ts';

export type AccordionTabId =
  | 'dealer-comments'
  | 'whats-included'
  | 'why-buy-from-us'
  | 'reserve-online'
  | 'protect-your-car'
  | 'car-summary'
  | 'features';

export interface AccordionTab {
  id: AccordionTabId;
  title: string;
}

/**
 * Spec 1 §2 accordion tabs, in order: Dealer Comments ('Our Comments' where configured, spec 2
 * §2), What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, then spec 2 §2's
 * Car Summary where the site has it, and Features. Text tabs show when the dealer has written
 * them; Reserve Online when the car can be reserved; Features only when the car has features.
 * 'Car' is the site's noun ('Protect Your Motorcycle').
 */
export function getAccordionTabs(
  sections: VehiclePageConfig['accordionSections'],
  car: { canReserve: boolean; featureCount: number },
  noun: TypeNoun,
): AccordionTab[] {
  const tabs: (AccordionTab | null)[] = [
    { id: 'dealer-comments', title: sections.commentsTitle },
    sections.whatsIncluded ? { id: 'whats-included', title: "What's Included" } : null,
    sections.whyBuyFromUs ? { id: 'why-buy-from-us', title: 'Why Buy From Us?' } : null,
    car.canReserve ? { id: 'reserve-online', title: 'Reserve Online' } : null,
    sections.protectYourCar
      ? { id: 'protect-your-car', title: `Protect Your ${noun.singular}` }
      : null,
    sections.carSummary ? { id: 'car-summary', title: `${noun.singular} Summary` } : null,
    car.featureCount > 0 ? { id: 'features', title: 'Features' } : null,
  ];
  return tabs.filter((tab): tab is AccordionTab => tab !== null);
}

/**
 * The Reserve Online text: deposit, hold time and refundability (spec 1 §9); a car held without
 * a deposit says so, with nothing about refunds (issue 25 §2).
 */
export function getReserveOnlineText(depositDollars: number, holdHours: number): string {
  if (depositDollars <= 0)
    return `Reserve this vehicle online with no deposit. We hold it for you for ${holdHours} hours.`;
  return `Reserve this vehicle online with a ${formatPrice(depositDollars)} deposit. We hold it for you for ${holdHours} hours, and the deposit is 100% refundable.`;
}
