import { type AdvertisedRate, describeAdvertisedRate } from '@forecourt/core/finance';

/**
 * A rate and its comparison rate, side by side and equally prominent, with the warning and its
 * basis (National Credit Code). The only way Forecourt shows an interest rate.
 */
export function RateWithComparison({
  rate,
  showWarning = true,
}: {
  rate: AdvertisedRate;
  showWarning?: boolean;
}) {
  const text = describeAdvertisedRate(rate);
  return (
    <div className="space-y-1">
      <p className="font-semibold">
        <span>{text.rate}</span> <span aria-hidden="true">·</span> <span>{text.comparison}*</span>
      </p>
      {showWarning ? (
        <p className="text-muted text-xs">
          *{text.basis} {text.warning}
        </p>
      ) : null}
    </div>
  );
}
