import type { Database } from './client.ts';

export const CAR_CHANGES_CHANNEL = 'car_changes';

/** What a car_changes notification says: these car ids changed, or reload everything. */
export type CarChange = { kind: 'ids'; ids: number[] } | { kind: 'all' };

export function parseCarChange(payload: string): CarChange {
  if (payload === '*') return { kind: 'all' };
  const ids = payload
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((id) => Number.isSafeInteger(id));
  return { kind: 'ids', ids };
}

/**
 * Subscribe to stock changes made by any process on this database. Changes arriving close
 * together are delivered as one batch after `batchMs`.
 */
export async function subscribeToCarChanges(
  database: Database,
  onChange: (change: CarChange) => void,
  batchMs = 25,
): Promise<() => Promise<void>> {
  let pending: Set<number> | 'all' | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const batch = pending;
    pending = null;
    if (batch === 'all') onChange({ kind: 'all' });
    else if (batch && batch.size > 0) onChange({ kind: 'ids', ids: [...batch] });
  };
  const unlisten = await database.listen(CAR_CHANGES_CHANNEL, (payload) => {
    const change = parseCarChange(payload);
    if (change.kind === 'all' || pending === 'all') pending = 'all';
    else {
      const ids: Set<number> = pending ?? new Set<number>();
      for (const id of change.ids) ids.add(id);
      pending = ids;
    }
    if (timer === null) timer = setTimeout(flush, batchMs);
  });
  return async () => {
    if (timer !== null) clearTimeout(timer);
    await unlisten();
  };
}
