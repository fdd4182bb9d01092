import type { Location } from '@forecourt/core/location';
import { formatAddressLine } from '@forecourt/core/location';
import { cn } from '@/lib/cn';

// Mainland and Tasmania outlines, [longitude, latitude], simplified to a few dozen points: enough
// to say where in Australia a location is, drawn here so no map tile is fetched from anyone.
const mainland: [number, number][] = [
  [130.8, -12.4],
  [132.5, -11.5],
  [135.9, -12.2],
  [136.8, -12.2],
  [135.8, -14.9],
  [137.8, -16.5],
  [139.5, -17.5],
  [140.8, -17.4],
  [141.6, -12.5],
  [142.5, -10.7],
  [143.5, -14.0],
  [145.4, -16.9],
  [146.8, -19.3],
  [149.2, -21.1],
  [150.5, -23.4],
  [153.0, -25.2],
  [153.6, -28.6],
  [153.1, -30.3],
  [151.2, -33.9],
  [150.1, -36.2],
  [149.9, -37.5],
  [147.5, -38.0],
  [146.4, -39.1],
  [144.6, -38.3],
  [143.5, -38.8],
  [140.9, -38.0],
  [139.7, -37.2],
  [138.5, -35.6],
  [137.5, -33.0],
  [135.9, -34.8],
  [134.2, -32.8],
  [131.0, -31.5],
  [126.0, -32.3],
  [123.5, -33.9],
  [118.0, -35.0],
  [115.0, -34.3],
  [115.7, -32.0],
  [114.9, -29.0],
  [113.4, -26.0],
  [113.7, -22.0],
  [116.7, -20.6],
  [121.0, -19.5],
  [122.2, -17.9],
  [123.5, -16.5],
  [125.0, -14.5],
  [127.0, -13.9],
  [128.2, -14.9],
  [129.6, -14.9],
  [130.3, -13.2],
];
const tasmania: [number, number][] = [
  [144.6, -40.7],
  [148.3, -40.9],
  [148.3, -42.2],
  [147.0, -43.6],
  [145.2, -42.2],
];

// Equirectangular, x scaled by cos 27° (the continent's middle latitude).
const project = ([lng, lat]: [number, number]): [number, number] => [
  Math.round((lng - 112) * 8.9 * 10) / 10,
  Math.round((-10 - lat) * 10 * 10) / 10,
];
const toPath = (points: [number, number][]) =>
  `M${points.map((point) => project(point).join(',')).join('L')}Z`;
const outline = `${toPath(mainland)}${toPath(tasmania)}`;

/**
 * A locator drawn on our side (no third-party request): Australia with a pin at the location and
 * the address beneath. Its accessible name says what it shows.
 */
export function AustraliaLocator({
  location,
  className,
}: {
  location: Location;
  className?: string;
}) {
  const [x, y] = project([location.address.lng, location.address.lat]);
  return (
    <figure className={cn('m-0 flex flex-col rounded-brand bg-subtle p-3', className)}>
      <svg
        viewBox="-5 -5 395 355"
        role="img"
        aria-label={`Map of Australia marking ${location.name} in ${location.address.city}, ${location.address.state}`}
        className="mx-auto h-auto max-h-56 w-full"
      >
        <path
          d={outline}
          fill="var(--color-surface, #fff)"
          stroke="currentColor"
          strokeWidth={2}
          className="text-muted"
        />
        <circle cx={x} cy={y} r={14} fill="var(--color-primary)" opacity={0.25} />
        <circle cx={x} cy={y} r={6} fill="var(--color-primary)" stroke="#fff" strokeWidth={2} />
      </svg>
      <figcaption className="mt-2 text-center text-sm">
        {formatAddressLine(location.address)}
      </figcaption>
    </figure>
  );
}
