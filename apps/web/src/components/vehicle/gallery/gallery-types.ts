import type { Hotspot } from '@forecourt/core/car';
import type { GalleryItem, GalleryView } from '@forecourt/core/vehicle';

/** Everything the gallery needs, as plain data (it crosses to the browser when activated). */
export interface GalleryData {
  carName: string;
  items: GalleryItem[];
  views: GalleryView[];
  defaultView: GalleryView;
  showThumbnails: boolean;
  quality: number;
  spin: {
    frames: string[];
    hotspots: Hotspot[];
    pixelsPerFrame: number;
    autoRotate: boolean;
    autoRotateIntervalMs: number;
  } | null;
  interior: { url: string; hotspots: Hotspot[] } | null;
  walkaround: { url: string; posterUrl: string | null } | null;
}

/** What the shopper did to wake the gallery up; the viewer carries it out once loaded. */
export type GalleryIntent =
  | { action: 'next' | 'prev' | 'fullscreen' | 'spin' | 'interior' | 'auto' }
  | { action: 'thumb'; index: number }
  | { action: 'view'; view: GalleryView };

export const GALLERY_VIEW_LABELS: Record<GalleryView, string> = {
  spinner: '360° Spin',
  walkaround: 'Walkaround',
  gallery: 'Gallery',
  interior: 'Interior',
};

/** The main stage: two thirds of the page on large screens, the full width on small ones. */
export const STAGE_SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw';
