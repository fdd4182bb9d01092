import type { CarImage, Hotspots } from '@forecourt/core/car';
import type { ArtShape } from './catalogue.ts';
import type { Random } from './random.ts';

/**
 * URLs of the locally generated demo art, served by apps/web/src/app/media/demo/[...path]:
 *   /media/demo/v1/{shape}/{view}/{colour}.jpg        1200×800 photo
 *   /media/demo/v1/{shape}/{view}/{colour}.thumb.jpg  320×213 thumbnail
 *   /media/demo/v1/{shape}/spin-{frame}/{colour}.jpg  turntable frame (0–23)
 *   /media/demo/v1/{shape}/interior-360/{colour}.jpg   3000×1000 interior panorama
 *   /media/demo/v1/logo/{make-slug}.png               maker wordmark
 * `view` is one of demoViews with a variant number, e.g. 'side-2'.
 */
export const DEMO_ART_PREFIX = '/media/demo/v1';
export const demoViews = ['front', 'side', 'rear', 'interior', 'dashboard', 'wheel'] as const;
export const SPIN_FRAMES = 24;

export const colours: readonly (readonly [name: string, hex: string])[] = [
  ['White', 'f4f4f2'],
  ['Arctic White', 'fbfbfb'],
  ['Black', '1b1b1d'],
  ['Shadow Black', '26262a'],
  ['Silver', 'b8bcc2'],
  ['Grey', '6d7279'],
  ['Blue', '1f4e9c'],
  ['Blue Lightning', '2a6fd6'],
  ['Red', 'b3121b'],
  ['Sedona Orange', 'd2691e'],
  ['Green', '3b6e3b'],
  ['Conquer Grey', '545a5f'],
  ['Sand', 'c9b48a'],
];

export function imageUrl(shape: ArtShape, view: string, colourHex: string): string {
  return `${DEMO_ART_PREFIX}/${shape}/${view}/${colourHex}.jpg`;
}

export function logoUrl(makeSlug: string): string {
  return `${DEMO_ART_PREFIX}/logo/${makeSlug}.png`;
}

/** A gallery of `count` photos cycling through the views, each a different variant. */
export function galleryImages(shape: ArtShape, colourHex: string, count: number): CarImage[] {
  return Array.from({ length: count }, (_, index) => {
    const view = `${demoViews[index % demoViews.length]}-${Math.floor(index / demoViews.length) + 1}`;
    const url = imageUrl(shape, view, colourHex);
    return {
      url,
      thumbUrl: url.replace(/\.jpg$/, '.thumb.jpg'),
      width: 1200,
      height: 800,
      isVideo: false,
    };
  });
}

export function spinImages(shape: ArtShape, colourHex: string): string[] {
  return Array.from({ length: SPIN_FRAMES }, (_, frame) =>
    imageUrl(shape, `spin-${frame}`, colourHex),
  );
}

/** The 360° interior panorama (3:1), not one of the gallery's ordinary photos. */
export function interiorPanoramaUrl(shape: ArtShape, colourHex: string): string {
  return imageUrl(shape, 'interior-360', colourHex);
}

const exteriorHotspots = [
  ['LED headlights', 'Automatic LED headlights with auto high beam.'],
  ['Alloy wheels', 'Diamond-cut alloy wheels with near-new tyres.'],
  ['Tow bar', 'Factory tow bar with 7-pin trailer plug.'],
  ['Roof rails', 'Load-rated roof rails, ready for a roof rack.'],
  ['Tailgate', 'Easy-lift tailgate with a lockable handle.'],
] as const;
const interiorHotspots = [
  ['Touchscreen', '12-inch touchscreen with wireless Apple CarPlay and Android Auto.'],
  ['Leather trim', 'Heated leather-accented front seats.'],
  ['Climate control', 'Dual-zone climate control with rear vents.'],
] as const;

export function demoHotspots(random: Random): Hotspots {
  return {
    exterior: random.sample(exteriorHotspots, 3).map(([title, description]) => ({
      frame: random.int(0, SPIN_FRAMES - 1),
      x: Number((0.2 + random.next() * 0.6).toFixed(2)),
      y: Number((0.35 + random.next() * 0.3).toFixed(2)),
      title,
      description,
    })),
    interior: random.sample(interiorHotspots, 2).map(([title, description]) => ({
      frame: 0,
      x: Number((0.25 + random.next() * 0.5).toFixed(2)),
      y: Number((0.3 + random.next() * 0.4).toFixed(2)),
      title,
      description,
    })),
  };
}
