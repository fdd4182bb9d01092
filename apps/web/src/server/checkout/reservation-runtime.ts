import 'server-only';
import { JOURNEY_RETENTION_MS } from '@forecourt/core/checkout';
import { deleteStalePurchaseJourneys, type Reservation } from '@forecourt/db';
import { getDatabase } from '../database.ts';
import { getLogger } from '../logger.ts';
import { getPaymentProvider } from '../payments/payment-runtime.ts';
import { startProcessWorker } from '../process-worker.ts';
import { getSiteById } from '../site.ts';
import { expireDueReservations } from './reservation-expiry.ts';
import { announceReservationHold } from './reservation-lead.ts';

/** Sends the reservation lead and the shopper's confirmation for a reservation just held. */
export async function announceHold(reservation: Reservation): Promise<void> {
  const { db } = await getDatabase();
  await announceReservationHold({ db, getSite: getSiteById, now: new Date() }, reservation);
}

/**
 * Every 15 s, end the reservations whose payment window or hold is over (refunding deposits);
 * once an hour, forget purchase journeys nobody has touched in 30 days.
 */
export function startReservationWorkerInProcess(): void {
  const log = getLogger().child({ component: 'reservations' });
  let lastSweep = 0;
  startProcessWorker('reservations', 15_000, log, 'reservation pass failed', async () => {
    const { db } = await getDatabase();
    await expireDueReservations({ db, provider: getPaymentProvider(), now: new Date(), log });
    if (Date.now() - lastSweep >= 3_600_000) {
      lastSweep = Date.now();
      const forgotten = await deleteStalePurchaseJourneys(
        db,
        new Date(lastSweep - JOURNEY_RETENTION_MS),
      );
      if (forgotten > 0) log.info({ forgotten }, 'stale purchase journeys deleted');
    }
  });
}
