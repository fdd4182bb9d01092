import { type Car, getCarName, isInStock } from '@forecourt/core/car';
import type { VehiclePageConfig } from '@forecourt/core/vehicle';
import {
  getDefaultGalleryView,
  getGalleryItems,
  getGalleryViews,
  getInteriorPanorama,
  isThumbnailStripShown,
} from '@forecourt/core/vehicle';
import type { ReactNode } from 'react';
import { GalleryFrame } from './gallery-frame.tsx';
import { GalleryLoader } from './gallery-loader.tsx';
import type { GalleryData } from './gallery-types.ts';

/** The gallery's data for a car, from its photos, videos and spin set and the site's settings. */
export function getGalleryData(car: Car, config: VehiclePageConfig): GalleryData {
  const items = getGalleryItems(car, config.stockVideoPosition);
  const views = getGalleryViews(car);
  const poster = items.find((item) => item.kind === 'image')?.url ?? null;
  const walkaroundUrl = car.walkaroundVideos[0];
  const panorama = getInteriorPanorama(car);
  return {
    carName: getCarName(car),
    items,
    views,
    defaultView: getDefaultGalleryView(views, config.galleryDefaultView),
    showThumbnails: isThumbnailStripShown(isInStock(car), items.length),
    quality: config.image.quality,
    spin:
      car.spinImages.length > 1
        ? {
            frames: car.spinImages,
            hotspots: car.hotspots.exterior,
            pixelsPerFrame: config.spinner.pixelsPerFrame,
            autoRotate: config.spinner.autoRotate,
            autoRotateIntervalMs: config.spinner.autoRotateIntervalMs,
          }
        : null,
    interior: panorama ? { url: panorama, hotspots: car.hotspots.interior } : null,
    walkaround: walkaroundUrl ? { url: walkaroundUrl, posterUrl: poster } : null,
  };
}

/**
 * Spec 1 §2 item 3: the gallery, server-rendered in its first view; its code loads only when
 * the shopper uses it.
 */
export function GallerySection({
  car,
  config,
  overlay,
}: {
  car: Car;
  config: VehiclePageConfig;
  overlay?: ReactNode;
}) {
  const data = getGalleryData(car, config);
  return (
    <section aria-label={`Photos of ${data.carName}`} id="gallery" data-slot="gallery">
      {data.items.length === 0 && data.views.length === 1 ? (
        <GalleryFrame data={data} view="gallery" index={0} overlay={overlay} />
      ) : (
        <GalleryLoader data={data} overlay={overlay}>
          <GalleryFrame data={data} view={data.defaultView} index={0} overlay={overlay} priority />
        </GalleryLoader>
      )}
    </section>
  );
}
