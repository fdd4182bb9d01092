import type { Slide } from '@forecourt/core/content';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { StaticImage } from '@/components/ui/static-image';
import { ExternalLink } from '../locations/external-link.tsx';

export interface HeroSlidesProps {
  slides: readonly Slide[];
  /** The page's h1 (the site name): visible on the plain hero, for screen readers over slides. */
  siteName: string;
  tagline: string;
  heroText: string;
  /** The plain hero's button (all stock). */
  action: { label: string; href: string } | null;
}

/**
 * The home hero (spec 2 §3 Slide): configured slides in the project's carousel, rotating and
 * pausing as it does; the first image is preloaded, as it is the page's largest paint. With no
 * slides, the site name, tagline and introduction on the brand colour.
 */
export function HeroSlides({ slides, siteName, tagline, heroText, action }: HeroSlidesProps) {
  if (slides.length === 0)
    return (
      <section className="bg-primary text-on-primary">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="font-bold text-4xl sm:text-5xl">{siteName}</h1>
          <p className="mt-3 text-xl">{tagline}</p>
          <p className="mt-4 max-w-2xl">{heroText}</p>
          {action ? (
            <Link
              prefetch={false}
              href={action.href}
              className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}
            >
              {action.label}
            </Link>
          ) : null}
        </div>
      </section>
    );
  return (
    <section className="mx-auto max-w-7xl px-2 pt-4">
      <h1 className="sr-only">
        {siteName}: {tagline}
      </h1>
      <Carousel
        slot="hero-slides"
        label="Featured"
        previousLabel="Previous slide"
        nextLabel="Next slide"
        slideClassName="basis-full"
        startIndex={0}
        align="start"
        centreOnClick={false}
        autoRotate={slides.length > 1}
        slides={slides.map((slide, index) => ({
          key: slide.id,
          label: slide.name,
          node: <HeroSlide slide={slide} first={index === 0} />,
        }))}
      />
    </section>
  );
}

function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const link = slide.url ? (
    slide.url.startsWith('/') ? (
      <Link
        prefetch={false}
        href={slide.url}
        className={buttonVariants({ variant: 'accent', className: 'mt-4' })}
      >
        {slide.linkLabel}
        <span className="sr-only">: {slide.name}</span>
      </Link>
    ) : (
      <ExternalLink
        href={slide.url}
        className={buttonVariants({ variant: 'accent', className: 'mt-4 gap-2' })}
      >
        {slide.linkLabel}
        <span className="sr-only">: {slide.name}</span>
      </ExternalLink>
    )
  ) : null;
  return (
    <div className="relative flex h-80 items-end overflow-hidden rounded-brand bg-primary text-on-primary sm:h-[28rem]">
      {slide.imageUrl ? (
        <StaticImage
          src={slide.imageUrl}
          alt={slide.imageAlt}
          fill
          sizes="(min-width: 1280px) 1280px, 100vw"
          preload={first}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          className="object-cover"
        />
      ) : null}
      <div
        className={
          slide.hideOverlay
            ? 'relative p-6'
            : 'relative w-full bg-gradient-to-t from-black/80 via-black/60 to-transparent p-6 pt-16 text-white sm:p-10'
        }
      >
        <h2 className={slide.hideOverlay ? 'sr-only' : 'font-bold text-3xl sm:text-4xl'}>
          {slide.name}
        </h2>
        {slide.description ? (
          <p className={slide.hideOverlay ? 'sr-only' : 'mt-2 max-w-xl text-lg'}>
            {slide.description}
          </p>
        ) : null}
        {link}
      </div>
    </div>
  );
}
