import { listDueReservations } from '@forecourt/db';
import { type EndDeps, endReservation } from './end-reservation.ts';

/**
 * Ends every live reservation whose payment window or 48-hour hold is over (issue 15 §2): the
 * car goes back on sale — on every instance's search within a second, through the cars
 * trigger — and a paid deposit is refunded. One failure (the provider unreachable) leaves that
 * reservation for the next pass and does not stop the others. Returns how many ended.
 */
export async function expireDueReservations(deps: EndDeps & { log: ExpiryLog }): Promise<number> {
  let ended = 0;
  for (const reservation of await listDueReservations(deps.db, deps.now)) {
    const fields = { reservationId: reservation.id, siteId: reservation.siteId };
    try {
      const change = await endReservation(deps, reservation);
      if (change.kind !== 'changed') continue;
      ended += 1;
      const outcome = change.reservation.status;
      deps.log.info({ ...fields, from: change.from, outcome }, 'reservation ended');
    } catch (error) {
      deps.log.warn(
        { ...fields, err: error, outcome: 'retried' },
        'reservation not ended; will retry',
      );
    }
  }
  return ended;
}

/** Where each reservation's outcome is logged, once: ended (released, refunded) or retried. */
export interface ExpiryLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}
