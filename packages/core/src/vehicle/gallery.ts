import type { Car, CarImage } from '../car/car.ts';
import { getVideoIndex } from './vehicle-rules.ts';

/** The gallery's views (spec 1 §2/§4). */
export const galleryViews = ['spinner', 'walkaround', 'gallery', 'interior'] as const;
export type GalleryView = (typeof galleryViews)[number];

/** One slide of the photo gallery: a photo, or the stock video at its configured position. */
export type GalleryItem =
  | { kind: 'image'; url: string; thumbUrl: string; width: number; height: number }
  | { kind: 'video'; url: string; posterUrl: string | null; thumbUrl: string | null };

type GalleryCar = Pick<
  Car,
  'images' | 'videoUrl' | 'spinImages' | 'walkaroundVideos' | 'spinInteriorImage'
>;

/**
 * The photo slides in order, with the stock video placed at the configured position (spec 1
 * §9: second by default, or start, middle or end). Feed entries flagged as videos are kept as
 * video slides where they are.
 */
export function getGalleryItems(
  car: Pick<Car, 'images' | 'videoUrl'>,
  videoPosition: 'start' | 'second' | 'middle' | 'end',
): GalleryItem[] {
  const poster = car.images.find((image) => !image.isVideo) ?? null;
  const items: GalleryItem[] = car.images.map((image: CarImage) =>
    image.isVideo
      ? { kind: 'video', url: image.url, posterUrl: poster?.url ?? null, thumbUrl: image.thumbUrl }
      : {
          kind: 'image',
          url: image.url,
          thumbUrl: image.thumbUrl,
          width: image.width,
          height: image.height,
        },
  );
  if (car.videoUrl) {
    const video: GalleryItem = {
      kind: 'video',
      url: car.videoUrl,
      posterUrl: poster?.url ?? null,
      thumbUrl: poster?.thumbUrl ?? null,
    };
    items.splice(getVideoIndex(videoPosition, items.length), 0, video);
  }
  return items;
}

/**
 * The car's interior panorama (the feed's 360° interior image), or null. One of the car's own
 * gallery photos is an ordinary photo, not a panorama: panned at panorama width it is only a
 * stretched blur, so it is not offered as one.
 */
export function getInteriorPanorama(car: Pick<Car, 'images' | 'spinInteriorImage'>): string | null {
  const url = car.spinInteriorImage;
  if (!url) return null;
  const isGalleryPhoto = car.images.some((image) => image.url === url || image.thumbUrl === url);
  return isGalleryPhoto ? null : url;
}

/** The views this car has, in the spec's order; the photo gallery is always there. */
export function getGalleryViews(car: GalleryCar): GalleryView[] {
  const has: Record<GalleryView, boolean> = {
    spinner: car.spinImages.length > 1,
    walkaround: car.walkaroundVideos.length > 0,
    gallery: true,
    interior: getInteriorPanorama(car) !== null,
  };
  return galleryViews.filter((view) => has[view]);
}

/** The configured default view when the car has it, else the photo gallery (spec 1 §4). */
export function getDefaultGalleryView(views: GalleryView[], configured: GalleryView): GalleryView {
  return views.includes(configured) ? configured : 'gallery';
}

/** Spec 1 §9: the thumbnail strip shows only for in-stock cars with more than 3 images. */
export function isThumbnailStripShown(inStock: boolean, itemCount: number): boolean {
  return inStock && itemCount > 3;
}
