import { feedFieldsByName } from './feed-fields.ts';
import type { FeedCar, FeedValue } from './map-row.ts';

/** The stored car as the import compares it: column name → value (variant/caravan as objects). */
export type StoredCar = Readonly<Record<string, unknown>>;

/**
 * The columns to write so the stored car matches the feed row: only those that differ, so an
 * unchanged car gives an empty patch and a re-import writes nothing. Fields the row does not
 * supply are left as they are; variant and caravan keys merge into what is stored.
 * `locationId` is the row's resolved location (undefined when the feed has no location column).
 * A sold car keeps its sold date; a car newly sold gets `now`; any other status clears it.
 */
export function feedPatch(
  car: FeedCar,
  stored: StoredCar | null,
  locationId: number | null | undefined,
  now: Date,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const groups = new Map<string, Record<string, unknown>>();
  for (const [name, value] of car.values) {
    if (name === 'location') continue;
    const field = feedFieldsByName.get(name);
    if (!field) continue;
    const [column, key] = field.target;
    if (key === undefined) {
      if (!sameValue(stored?.[column], value)) patch[column] = value;
      continue;
    }
    const current = (stored?.[column] ?? null) as Record<string, unknown> | null;
    // A key the stored object lacks reads as empty, like a null column.
    const storedValue = current !== null && Object.hasOwn(current, key) ? current[key] : null;
    if (sameValue(storedValue, value)) continue;
    const group = groups.get(column) ?? { ...(current ?? {}) };
    group[key] = value;
    groups.set(column, group);
  }
  for (const [column, group] of groups) patch[column] = group;
  if (locationId !== undefined && !sameValue(stored?.locationId, locationId)) {
    patch.locationId = locationId;
  }
  const status = car.values.get('status');
  const storedSoldAt = stored?.soldAt instanceof Date ? stored.soldAt : null;
  const soldAt =
    status === 'sold' ? (stored?.status === 'sold' && storedSoldAt ? storedSoldAt : now) : null;
  if ((storedSoldAt?.getTime() ?? null) !== (soldAt?.getTime() ?? null)) patch.soldAt = soldAt;
  return patch;
}

function sameValue(stored: unknown, value: FeedValue): boolean {
  if (Array.isArray(value)) {
    return (
      Array.isArray(stored) &&
      stored.length === value.length &&
      stored.every((item, index) => item === value[index])
    );
  }
  return (stored ?? null) === value;
}
