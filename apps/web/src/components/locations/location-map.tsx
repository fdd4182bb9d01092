import type { Location, MapConfig } from '@forecourt/core/location';
import { getMapEmbedUrl, getMapPageUrl } from '@forecourt/core/location';
import { AustraliaLocator } from './australia-locator.tsx';
import { MapEmbed } from './map-embed.tsx';

const providerNames: Record<MapConfig['provider'], string> = {
  openstreetmap: 'OpenStreetMap',
  google: 'Google Maps',
};

/** A location's map: our own locator drawing, and the provider's map only on request. */
export function LocationMap({
  location,
  map,
  className,
}: {
  location: Location;
  map: MapConfig;
  className?: string;
}) {
  return (
    <div className={className}>
      <AustraliaLocator location={location} />
      <div className="mt-2">
        <MapEmbed
          src={getMapEmbedUrl(location, map)}
          pageUrl={getMapPageUrl(location, map)}
          title={`Map of ${location.name}`}
          providerName={providerNames[map.provider]}
        />
      </div>
    </div>
  );
}
