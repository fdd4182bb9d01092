import type { Location } from '@forecourt/core/location/location';
import { formatPhone, toTelHref } from '@forecourt/core/phone/phone';

/** Where to find the dealer and how to call, beside a lead form. */
export function LocationAside({ location }: { location: Location | null }) {
  if (!location) return null;
  const { address } = location;
  return (
    <div className="rounded-brand border border-line p-5">
      <h2 className="font-semibold text-lg">{location.name}</h2>
      <p className="mt-2">
        {address.street}
        <br />
        {address.city} {address.state} {address.postcode}
      </p>
      {location.phone ? (
        <p className="mt-2">
          <a
            href={toTelHref(location.phone)}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {formatPhone(location.phone)}
          </a>
        </p>
      ) : null}
    </div>
  );
}
