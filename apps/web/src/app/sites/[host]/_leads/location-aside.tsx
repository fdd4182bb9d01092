import type { Location } from '@forecourt/core/location';
import { PhoneLink } from '@/components/ui/phone-link';

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
          <PhoneLink phone={location.phone} />
        </p>
      ) : null}
    </div>
  );
}
