import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own tokens (globals.css @theme) that tailwind-merge cannot guess: without them
// 'rounded-brand rounded-full' keeps both, and the stylesheet's order picks the winner.
const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['brand'] } } });

/** Join class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
