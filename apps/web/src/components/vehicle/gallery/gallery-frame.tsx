import type { GalleryView } from '@forecourt/core/vehicle';
import type { ReactNode } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import { Button } from '../../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, RotateIcon } from '../../ui/icons.tsx';
import { GALLERY_VIEW_LABELS, type GalleryData, STAGE_SIZES } from './gallery-types.ts';

interface GalleryFrameProps {
  data: GalleryData;
  view: GalleryView;
  index: number;
  /** Replaces the stage's default content (the live spinner or interior viewer). */
  stage?: ReactNode;
  /** Tag banner and badges over the stage. */
  overlay?: ReactNode;
  /** The first server render: the main image is the page's LCP, so it is preloaded. */
  priority?: boolean;
}

/**
 * The gallery's markup, shared by the server-rendered first view and the interactive viewer
 * so that waking the gallery up moves nothing. Controls carry data-gallery-action and are
 * handled by whoever wraps the frame.
 */
export function GalleryFrame({
  data,
  view,
  index,
  stage,
  overlay,
  priority = false,
}: GalleryFrameProps) {
  const { items, carName } = data;
  const showNav = view === 'gallery' && items.length > 1;
  return (
    <div data-gallery-root>
      {data.views.length > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a form
        <div role="group" aria-label="Gallery views" className="mb-2 flex flex-wrap gap-2">
          {data.views.map((option) => (
            <Button
              key={option}
              variant="chip"
              data-gallery-action="view"
              data-gallery-view={option}
              aria-pressed={option === view}
              className="rounded-brand px-3 font-semibold text-sm"
            >
              {GALLERY_VIEW_LABELS[option]}
            </Button>
          ))}
        </div>
      ) : null}
      <div
        data-gallery-stage
        className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-brand bg-subtle"
      >
        {stage ?? <DefaultStage data={data} view={view} index={index} priority={priority} />}
        {overlay ? (
          <div className="pointer-events-none absolute top-3 left-3 z-10">{overlay}</div>
        ) : null}
        {showNav ? (
          <>
            <Button
              variant="overlay"
              size="icon"
              data-gallery-action="prev"
              aria-label="Previous photo"
              className="absolute top-1/2 left-2 z-10 -translate-y-1/2"
            >
              <ChevronLeftIcon />
            </Button>
            <Button
              variant="overlay"
              size="icon"
              data-gallery-action="next"
              aria-label="Next photo"
              className="absolute top-1/2 right-2 z-10 -translate-y-1/2"
            >
              <ChevronRightIcon />
            </Button>
            <p className="absolute bottom-3 left-3 z-10 rounded-brand bg-black/60 px-2 py-1 text-sm text-white">
              <span aria-hidden="true">
                {index + 1} / {items.length}
              </span>
              <span className="sr-only" aria-live="polite">
                Photo {index + 1} of {items.length}
              </span>
            </p>
          </>
        ) : null}
        {view === 'gallery' && items.length > 0 ? (
          <Button
            variant="overlay"
            size="icon"
            data-gallery-action="fullscreen"
            aria-label="View photos full screen"
            className="absolute right-2 bottom-2 z-10"
          >
            <ExpandIcon />
          </Button>
        ) : null}
      </div>
      {view === 'gallery' && data.showThumbnails ? (
        <ul aria-label={`Photos of ${carName}`} className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {items.map((item, i) => (
            <li key={`${item.kind}:${item.url}`} className="shrink-0">
              <Button
                variant="plain"
                size={null}
                data-gallery-action="thumb"
                data-gallery-index={i}
                aria-label={`${item.kind === 'video' ? 'Video' : 'Photo'} ${i + 1} of ${items.length}`}
                aria-current={i === index ? 'true' : undefined}
                className="relative block h-16 w-24 overflow-hidden border-2 border-transparent bg-subtle aria-[current=true]:border-primary"
              >
                {item.thumbUrl ? (
                  <StaticImage
                    src={item.thumbUrl}
                    alt=""
                    width={96}
                    height={64}
                    quality={data.quality}
                    className="h-16 w-24 object-cover"
                  />
                ) : null}
                {item.kind === 'video' ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/40 font-bold text-white text-xs">
                    Video
                  </span>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The stage's still content for a view: a photo, a video or a view's first frame. */
export function DefaultStage({
  data,
  view,
  index,
  priority,
}: {
  data: GalleryData;
  view: GalleryView;
  index: number;
  priority: boolean;
}) {
  const { carName, quality } = data;
  if (view === 'spinner' && data.spin?.frames[0]) {
    return (
      <>
        <StaticImage
          src={data.spin.frames[0]}
          alt={`${carName}, 360° view`}
          fill
          sizes={STAGE_SIZES}
          quality={quality}
          loading={priority ? 'eager' : undefined}
          fetchPriority={priority ? 'high' : undefined}
          className="object-contain"
        />
        <StartButton action="spin">Start the 360° view</StartButton>
      </>
    );
  }
  if (view === 'interior' && data.interior) {
    return (
      <>
        <StaticImage
          src={data.interior.url}
          alt={`${carName}, interior`}
          fill
          sizes={STAGE_SIZES}
          quality={quality}
          loading={priority ? 'eager' : undefined}
          fetchPriority={priority ? 'high' : undefined}
          className="object-cover"
        />
        <StartButton action="interior">Explore the interior</StartButton>
      </>
    );
  }
  if (view === 'walkaround' && data.walkaround) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: dealer walkaround videos have no spoken content or captions
      <video
        controls
        preload="none"
        poster={data.walkaround.posterUrl ?? undefined}
        src={data.walkaround.url}
        aria-label={`${carName} walkaround video`}
        className="size-full bg-black object-contain"
      />
    );
  }
  const item = data.items[index];
  if (!item) {
    return <p className="flex h-full items-center justify-center text-muted">Photos coming soon</p>;
  }
  if (item.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: dealer stock videos have no spoken content or captions
      <video
        controls
        preload="none"
        poster={item.posterUrl ?? undefined}
        src={item.url}
        aria-label={`${carName} video`}
        className="size-full bg-black object-contain"
      />
    );
  }
  return (
    <StaticImage
      src={item.url}
      alt={`${carName}, photo ${index + 1} of ${data.items.length}`}
      fill
      sizes={STAGE_SIZES}
      quality={quality}
      loading={priority ? 'eager' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      className="object-cover"
    />
  );
}

/** Starts a live view; its visible words are its name (WCAG 2.5.3). */
function StartButton({ action, children }: { action: 'spin' | 'interior'; children: string }) {
  return (
    <Button
      variant="overlay"
      data-gallery-action={action}
      className="absolute inset-x-0 bottom-4 z-10 mx-auto flex w-fit bg-black/70 hover:bg-black/85"
    >
      <RotateIcon />
      {children}
    </Button>
  );
}
