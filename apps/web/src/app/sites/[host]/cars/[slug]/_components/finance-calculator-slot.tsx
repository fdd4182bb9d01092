import type { Car } from '@forecourt/core/car/car';
import type { Site } from '@/server/site';

/**
 * Spec 1 §2 item 10: the finance calculator, its 'Request a Quote' button, call-to-action and
 * disclaimer, anchored at #finance-calculator. The finance issue fills this slot; until then it
 * renders nothing, and the sidebar shows no link to it (see hasFinanceCalculator).
 */
export function FinanceCalculatorSlot(_props: { car: Car; site: Site }) {
  return null;
}

/** Whether the slot above renders a calculator for this car (drives the sidebar's finance link). */
export function hasFinanceCalculator(_car: Car, _site: Site): boolean {
  return false;
}
