import {
  COMPARISON_BASIS_TEXT,
  COMPARISON_RATE_WARNING,
} from '@forecourt/core/finance/comparison-rate';
import type { FinanceConfig } from '@forecourt/core/finance/finance-config';

/** The basis and warning that the '*' on finance estimates points to (spec 2 §9, National Credit Code). */
export function EstimateFootnote({ settings }: { settings: FinanceConfig['estimate'] }) {
  if (!settings.enabled) return null;
  return (
    <p className="mt-6 text-muted text-xs">
      *Weekly estimates are over {settings.termYears} years with a {settings.depositPercent}%
      deposit and a {settings.balloonPercent}% final payment, are indicative only and are not an
      offer of finance. {COMPARISON_BASIS_TEXT} {COMPARISON_RATE_WARNING}
    </p>
  );
}
