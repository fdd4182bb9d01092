import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import type { VehicleCardModel } from '@/lib/vehicle-card-model';
import { PriceTag } from './price-tag.tsx';
import { TagBannerLabel } from './tag-banner-label.tsx';

interface VehicleCardViewProps {
  card: VehicleCardModel;
  /** The first few cards are above the fold: load their images eagerly. */
  priority?: boolean;
  /** A favourite toggle or similar control over the image. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** A stock card (spec 1 §2 Vehicle card, spec 2 search-result card). */
export function VehicleCardView({
  card,
  priority = false,
  action,
  headingLevel: Heading = 'h3',
}: VehicleCardViewProps) {
  const href = `/cars/${card.slug}`;
  return (
    <article
      data-slot="vehicle-card"
      className="relative flex h-full flex-col overflow-hidden rounded-brand border border-line bg-surface shadow-sm"
    >
      <div className="relative aspect-[3/2] bg-subtle">
        {card.image ? (
          <StaticImage
            src={card.image.url}
            alt=""
            fill
            preload={priority}
            // The first cards hold the page's largest paint: fetched ahead of scripts and fonts.
            fetchPriority={priority ? 'high' : undefined}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        ) : (
          <p className="flex h-full items-center justify-center text-muted text-sm">
            Photos coming soon
          </p>
        )}
        {card.banner ? (
          <TagBannerLabel banner={card.banner} className="absolute top-2 left-2" />
        ) : null}
        {card.locationName ? (
          <p className="absolute right-2 bottom-2 rounded-brand bg-black/75 px-2 py-1 text-white text-xs">
            {card.locationName}
          </p>
        ) : null}
        {action ? <div className="absolute top-2 right-2 z-20">{action}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-semibold text-lg leading-tight">
          <Link
            prefetch={false}
            href={href}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {card.title}
          </Link>
          {card.subtitle ? (
            <span className="block font-normal text-base text-muted">{card.subtitle}</span>
          ) : null}
        </Heading>
        <PriceTag display={card.price} />
        {card.estimate ? (
          <p className="text-sm">
            Est. <strong>${card.estimate.weeklyDollars}/wk</strong> at {card.estimate.ratePercent}%
            p.a.{' '}
            <span className="font-semibold">
              ({card.estimate.comparisonRatePercent}% p.a. comparison rate*)
            </span>{' '}
            <span data-slot="estimate-basis" className="text-muted">
              {card.estimate.basis}
            </span>
          </p>
        ) : null}
        {card.inStock ? (
          <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-1 border-line border-t pt-3 text-sm">
            {card.specs.map((spec) => (
              <div key={spec.name}>
                <dt className="text-muted">{spec.name}</dt>
                <dd className="font-medium">{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <div className="mt-auto border-line border-t pt-3 text-sm">
            <p>Like this and want something similar?</p>
            <Link
              prefetch={false}
              href={`${href}/find-similar`}
              className={buttonVariants({ size: 'sm', className: 'relative z-10 mt-2 min-h-11' })}
            >
              Find Me Something Similar
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
