import { listDueReservations } from '@forecourt/db';
import { type EndDeps, endReservation } from './end-reservation.ts';

/**
 * Ends every live reservation whose payment window or 48-hour hold is over (issue 15 §2): the
 * car goes back on sale — on every instance's search within a second, through the cars
 * trigger — and a paid deposit is refunded. One failure (the provider unreachable) leaves that
 * reservation for the next pass and does not stop the others. Returns how many ended.
 */
export async function expireDueReservations(
  deps: EndDeps & { log: (fields: Record<string, unknown>, message: string) => void },
): Promise<number> {
  let ended = 0;
  for (const reservation of await listDueReservations(deps.db, deps.now)) {
    try {
      if ((await endReservation(deps, reservation)).kind === 'changed') ended += 1;
    } catch (error) {
      deps.log({ err: error, reservationId: reservation.id }, 'reservation not ended; will retry');
    }
  }
  return ended;
}
