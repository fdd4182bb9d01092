import type { FinanceConfig } from '@forecourt/core/finance';
import { describeEstimateBasis } from '@forecourt/core/finance';

/** The basis and warning that the '*' on finance estimates points to (spec 2 §9, National Credit Code). */
export function EstimateFootnote({ settings }: { settings: FinanceConfig['estimate'] }) {
  if (!settings.enabled) return null;
  return <p className="mt-6 text-muted text-xs">{describeEstimateBasis(settings)}</p>;
}
