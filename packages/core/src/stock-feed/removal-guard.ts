/**
 * Whether a full feed's removals may be applied: selling more than `share` of the cars in stock
 * looks like a truncated file, so it waits for a person to confirm. Nothing in stock, or nothing
 * to remove, is never held.
 */
export function shouldHoldRemovals(inStock: number, removals: number, share: number): boolean {
  return inStock > 0 && removals > 0 && removals > share * inStock;
}
