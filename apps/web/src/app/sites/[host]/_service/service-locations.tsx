import type { Location } from '@forecourt/core/location';
import { PhoneLink } from '@/components/ui/phone-link';

/** Where to bring the car: each service department's name, address and phone. */
export function ServiceLocations({ title, locations }: { title: string; locations: Location[] }) {
  if (locations.length === 0) return null;
  return (
    <section
      aria-labelledby="service-locations-title"
      className="rounded-brand border border-line p-5"
    >
      <h2 id="service-locations-title" className="font-semibold text-lg">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-4">
        {locations.map((location) => (
          <li key={location.id}>
            <p className="font-semibold">{location.name}</p>
            <p>
              {location.address.street}
              <br />
              {location.address.city} {location.address.state} {location.address.postcode}
            </p>
            {location.phone ? (
              <p className="mt-1">
                <PhoneLink phone={location.phone} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
