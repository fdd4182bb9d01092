import { formatPrice } from '@forecourt/core/format';

/** Market-price and certified badges beside the price (spec 2 §5 Other display rules). */
export function VehicleBadges({
  belowMarketAmount,
  toyotaCertified,
  certifiedLabel,
}: {
  belowMarketAmount: number | null;
  toyotaCertified: boolean;
  certifiedLabel: string | null;
}) {
  if (belowMarketAmount === null && !toyotaCertified && !certifiedLabel) return null;
  const badge = 'inline-flex items-center rounded-brand px-2 py-1 font-semibold text-sm';
  return (
    <ul className="flex flex-wrap gap-2">
      {belowMarketAmount !== null ? (
        <li className={`${badge} bg-success text-white`}>
          {formatPrice(belowMarketAmount)} below market average
        </li>
      ) : null}
      {toyotaCertified ? (
        <li className={`${badge} bg-danger text-white`}>Toyota Certified Pre-Owned</li>
      ) : null}
      {certifiedLabel ? (
        <li className={`${badge} bg-primary text-on-primary`}>{certifiedLabel}</li>
      ) : null}
    </ul>
  );
}
