import { describe, expect, it } from 'vitest';
import { makeCar, makeImage } from '../testing/car-fixture.ts';
import {
  getDefaultGalleryView,
  getGalleryItems,
  getGalleryViews,
  getInteriorPanorama,
  isThumbnailStripShown,
} from './gallery.ts';

const images = [1, 2, 3, 4].map((n) => makeImage(n));
const kinds = (items: ReturnType<typeof getGalleryItems>) =>
  items.map((item) => (item.kind === 'video' ? 'video' : item.url.match(/car-(\d)/)?.[1]));

describe('getGalleryItems', () => {
  const car = makeCar({ images, videoUrl: '/media/demo/video.mp4' });

  it('puts the stock video second by default, or at the start, middle or end', () => {
    expect(kinds(getGalleryItems(car, 'second'))).toEqual(['1', 'video', '2', '3', '4']);
    expect(kinds(getGalleryItems(car, 'start'))).toEqual(['video', '1', '2', '3', '4']);
    expect(kinds(getGalleryItems(car, 'middle'))).toEqual(['1', '2', 'video', '3', '4']);
    expect(kinds(getGalleryItems(car, 'end'))).toEqual(['1', '2', '3', '4', 'video']);
  });

  it('uses the first photo as the video poster, and adds nothing without a video', () => {
    const [, video] = getGalleryItems(car, 'second');
    expect(video).toMatchObject({ kind: 'video', posterUrl: '/media/demo/car-1.jpg' });
    expect(getGalleryItems(makeCar({ images }), 'second')).toHaveLength(4);
  });
});

describe('gallery views', () => {
  it('lists only the views the car has, in spec order', () => {
    expect(getGalleryViews(makeCar())).toEqual(['gallery']);
    const full = makeCar({
      spinImages: ['/a.jpg', '/b.jpg'],
      walkaroundVideos: ['/w.mp4'],
      spinInteriorImage: '/pano.jpg',
    });
    expect(getGalleryViews(full)).toEqual(['spinner', 'walkaround', 'gallery', 'interior']);
  });

  it('offers the interior view only for a panorama, not for one of the gallery photos', () => {
    const [, , third] = images;
    const reused = makeCar({ images, spinInteriorImage: third?.url ?? null });
    expect(getInteriorPanorama(reused)).toBeNull();
    expect(getGalleryViews(reused)).toEqual(['gallery']);
    const thumb = makeCar({ images, spinInteriorImage: third?.thumbUrl ?? null });
    expect(getGalleryViews(thumb)).toEqual(['gallery']);
    const panorama = makeCar({ images, spinInteriorImage: '/media/pano-360.jpg' });
    expect(getInteriorPanorama(panorama)).toBe('/media/pano-360.jpg');
    expect(getGalleryViews(panorama)).toEqual(['gallery', 'interior']);
  });

  it('opens on the configured view when the car has it, else the gallery', () => {
    expect(getDefaultGalleryView(['spinner', 'gallery'], 'spinner')).toBe('spinner');
    expect(getDefaultGalleryView(['gallery'], 'spinner')).toBe('gallery');
  });

  it('shows thumbnails only for in-stock cars with more than 3 images', () => {
    expect(isThumbnailStripShown(true, 4)).toBe(true);
    expect(isThumbnailStripShown(true, 3)).toBe(false);
    expect(isThumbnailStripShown(false, 20)).toBe(false);
  });
});
