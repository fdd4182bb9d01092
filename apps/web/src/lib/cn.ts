import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { mayConflict } from './class-families.ts';

// The theme's own tokens (globals.css @theme) that tailwind-merge cannot guess: without them
// 'rounded-brand rounded-full' keeps both, and the stylesheet's order picks the winner.
// Exported as the reference class-families.test.ts holds mayConflict to.
export const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['brand'] } } });

/** Join class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  // tailwind-merge builds its class map on first use: 8 ms on this machine, 30-60 ms on a
  // throttled phone, in the middle of hydration. Most joins are conditional classes that cannot
  // override one another; only one that may have two classes of a family pays for the merge.
  return mayConflict(classes) ? twMerge(classes) : classes;
}
