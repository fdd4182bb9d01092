import 'server-only';
import type { Car } from '@forecourt/core/car';
import { getDepositCents } from '@forecourt/core/checkout';
import { formatCents } from '@forecourt/core/format';
import { getPaymentProvider } from '../payments/payment-runtime.ts';
import type { Site } from '../site.ts';

/** What reserving a car asks of the shopper: the deposit, how it is paid, the hold. */
export interface DepositOffer {
  depositCents: number;
  /** '$200'. */
  deposit: string;
  /** Paid by card now (a payment provider is configured and there is a deposit). */
  card: boolean;
  holdHours: number;
  /** The reserve button's words. */
  submitLabel: string;
}

/**
 * A car's deposit offer (spec 1 §9, issue 15 §2, §4): its amount or the site's default, paid
 * by card when a provider is configured, else 'reserve now, pay at the dealership'.
 */
export function getDepositOffer(site: Site, car: Car): DepositOffer {
  const { reserve } = site.config.vehiclePage;
  const depositCents = getDepositCents(car, reserve.defaultDeposit);
  const deposit = formatCents(depositCents);
  const card = depositCents > 0 && getPaymentProvider() !== null;
  return {
    depositCents,
    deposit,
    card,
    holdHours: reserve.holdHours,
    submitLabel: card
      ? `Pay ${deposit} deposit`
      : depositCents > 0
        ? 'Reserve now, pay at the dealership'
        : 'Reserve now',
  };
}
