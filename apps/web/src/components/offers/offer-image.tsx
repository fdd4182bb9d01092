import { StaticImage } from '@/components/ui/static-image';

/** An offer's picture (its own image, else its model's): optimised when it is the site's media. */
export function OfferImage({ src, priority = false }: { src: string; priority?: boolean }) {
  if (src.startsWith('/media/')) {
    return (
      <StaticImage
        src={src}
        alt=""
        fill
        preload={priority}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        className="object-cover"
      />
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: a dealer's own address, outside the optimiser's allowed paths
    <img
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}
