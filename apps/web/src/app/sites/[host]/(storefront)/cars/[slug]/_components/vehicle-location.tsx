import type { Location } from '@forecourt/core/location';
import { formatPhone, toTelHref } from '@forecourt/core/phone';
import { buttonVariants } from '@/components/ui/button';

/** Where the car is: the #vehicle-map target of the sidebar's location link (spec 2 §2). */
export function VehicleLocation({ location }: { location: Location | null }) {
  if (!location) return null;
  const { address } = location;
  const directions =
    address.placeUrl ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address.lat},${address.lng}`)}`;
  return (
    <section
      id="vehicle-map"
      aria-labelledby="vehicle-location"
      className="scroll-mt-20 rounded-brand bg-subtle p-5"
    >
      <h2 id="vehicle-location" className="font-bold text-2xl">
        Vehicle Location
      </h2>
      <address className="mt-3 not-italic">
        <p className="font-semibold">{location.name}</p>
        <p>
          {address.street}, {address.city} {address.state} {address.postcode}
        </p>
        {location.phone ? (
          <p className="mt-1">
            <a href={toTelHref(location.phone)} className="text-primary underline">
              {formatPhone(location.phone)}
            </a>
          </p>
        ) : null}
      </address>
      <a
        href={directions}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline', className: 'mt-3' })}
      >
        Get Directions
      </a>
    </section>
  );
}
