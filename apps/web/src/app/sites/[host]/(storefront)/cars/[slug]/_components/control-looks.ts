import type { VehicleControlKind } from '@forecourt/core/vehicle';
import { cn } from '@/lib/cn';

/** 'dock': a place in the phone bar, icon over label; 'row': a line of the 'More' sheet. */
export type ControlLook = 'dock' | 'row';

const looks = {
  dock: 'flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-0.5 rounded-brand px-1 py-1 text-center font-semibold text-xs leading-tight',
  row: 'flex min-h-12 w-full items-center justify-start gap-3 rounded-brand px-4 text-left font-semibold text-base',
} as const;
const tones = {
  accent: 'bg-accent text-on-accent hover:brightness-110',
  primary: 'bg-primary text-on-primary hover:brightness-110',
  plain:
    'border border-line bg-surface text-text hover:bg-subtle aria-pressed:border-primary aria-pressed:text-primary',
} as const;

/** The classes of a control in a look; enquiries stand out in the bar, the rest are plain. */
export function controlClass(look: ControlLook, tone: keyof typeof tones = 'plain'): string {
  return cn(looks[look], tones[tone]);
}

/** How many of the bar's equal places a control takes (its label is long). */
export function getDockSpan(kind: VehicleControlKind): 1 | 2 {
  return kind === 'find-similar' ? 2 : 1;
}
