/** After this many failed attempts a delivery is dead-lettered for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/**
 * Milliseconds to wait after the `attempts`-th failure (1-based): base, 2×, 4×… capped at
 * `maxMs`. Null once the attempts are used up (dead letter).
 */
export function getRetryDelayMs(attempts: number, baseMs: number, maxMs: number): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
