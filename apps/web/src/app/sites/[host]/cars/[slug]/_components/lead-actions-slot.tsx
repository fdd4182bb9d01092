import type { Car } from '@forecourt/core/car/car';
import type { Site } from '@/server/site';

/**
 * The lead forms' buttons (Enquire, Test Drive, finance enquiry, request photos, and 'Find Me
 * Something Similar' for cars not in stock), owned by the leads work. It renders nothing until
 * those forms exist: the page never shows a button for a form that is not there.
 * `placement` says where the buttons sit: the sidebar, the mobile bottom bar, or the sold block.
 */
export function LeadActionsSlot(_props: {
  car: Car;
  site: Site;
  placement: 'sidebar' | 'mobile-bar' | 'sold';
}) {
  return null;
}

/** Whether the slot offers 'Find Me Something Similar' for a car not in stock. */
export function hasFindSimilarForm(_site: Site): boolean {
  return false;
}
