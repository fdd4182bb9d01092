import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { savedSearches, shopperUsers } from '../schema/index.ts';

export interface SavedSearch {
  id: number;
  name: string;
  path: string;
  createdAt: Date;
}

export type SaveSearchResult = 'saved' | 'already-saved' | 'full';

/**
 * Saves a search for a shopper of this site, at most `max` per shopper; saving one they have
 * renames it. The count and the insert run under a lock on the shopper's row, so two tabs
 * saving at once cannot pass the limit together.
 */
export async function saveSearch(
  db: Db,
  input: { siteId: number; userId: number; name: string; path: string; max: number },
): Promise<SaveSearchResult> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: shopperUsers.id })
      .from(shopperUsers)
      .where(and(eq(shopperUsers.id, input.userId), eq(shopperUsers.siteId, input.siteId)))
      .for('update');
    if (!owner) throw new Error('saveSearch: no such shopper on this site');
    const mine = and(
      eq(savedSearches.userId, input.userId),
      eq(savedSearches.siteId, input.siteId),
    );
    const [existing] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(mine, eq(savedSearches.path, input.path)));
    if (existing) {
      await tx
        .update(savedSearches)
        .set({ name: input.name })
        .where(eq(savedSearches.id, existing.id));
      return 'already-saved';
    }
    const [{ total = 0 } = {}] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(mine);
    if (total >= input.max) return 'full';
    await tx.insert(savedSearches).values({
      siteId: input.siteId,
      userId: input.userId,
      name: input.name,
      path: input.path,
    });
    return 'saved';
  });
}

/** A shopper's saved searches on this site, oldest first. */
export async function listSavedSearches(
  db: Db,
  siteId: number,
  userId: number,
): Promise<SavedSearch[]> {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      path: savedSearches.path,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.siteId, siteId)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** Deletes one of the shopper's own saved searches; false when it is not theirs (or gone). */
export async function deleteSavedSearch(
  db: Db,
  siteId: number,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.userId, userId),
        eq(savedSearches.siteId, siteId),
      ),
    )
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
