import type { Car } from '@forecourt/core/car';
import { CheckIcon } from '@/components/ui/icons';

interface UsedCarSectionProps {
  car: Pick<Car, 'carType'>;
  guarantees: string[];
  regoExpiryText: string | null;
  toyotaCertified: boolean;
  warrantyYears: number;
}

/**
 * Spec 1 §2 item 5: what comes with a used car (spec 1 §9 marketing promises), its
 * registration, and the Toyota Certified Pre-Owned programme for certified Toyotas (spec 2 §5).
 */
export function UsedCarSection({
  car,
  guarantees,
  regoExpiryText,
  toyotaCertified,
  warrantyYears,
}: UsedCarSectionProps) {
  if (car.carType !== 'used') return null;
  if (guarantees.length === 0 && !regoExpiryText && !toyotaCertified) return null;
  return (
    <section aria-labelledby="used-car" className="rounded-brand border border-line p-5">
      <h2 id="used-car" className="font-bold text-2xl">
        Buy With Confidence
      </h2>
      {guarantees.length > 0 ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {guarantees.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckIcon className="size-5 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {regoExpiryText ? (
        <p className="mt-3">
          <span className="font-semibold">Registration:</span> {regoExpiryText}
        </p>
      ) : null}
      {toyotaCertified ? (
        <div className="mt-4 rounded-brand bg-subtle p-4">
          <h3 className="font-semibold text-lg">Toyota Certified Pre-Owned</h3>
          <ul className="mt-2 list-disc pl-5">
            <li>90 point inspection</li>
            <li>1 year roadside assist</li>
            {warrantyYears > 0 ? <li>{warrantyYears} year warranty</li> : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
