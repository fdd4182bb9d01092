import { StaticImage } from '@/components/ui/static-image';

interface ModelImageProps {
  src: string | null;
  width: number;
  height: number;
  sizes: string;
  preload?: boolean;
  className?: string;
}

/**
 * A model's picture. Site-served media goes through the image optimiser; a dealer's own
 * absolute URL is shown as stored (the optimiser only fetches the hosts the app allows).
 */
export function ModelImage({
  src,
  width,
  height,
  sizes,
  preload = false,
  className,
}: ModelImageProps) {
  if (!src) {
    return (
      <span
        className={`flex items-center justify-center bg-subtle text-muted text-sm ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        Image coming soon
      </span>
    );
  }
  return (
    <StaticImage
      src={src}
      alt=""
      width={width}
      height={height}
      sizes={sizes}
      preload={preload}
      // A preloaded image is the page's largest paint: ask for it ahead of other images.
      fetchPriority={preload ? 'high' : undefined}
      unoptimized={!src.startsWith('/')}
      className={className}
    />
  );
}
