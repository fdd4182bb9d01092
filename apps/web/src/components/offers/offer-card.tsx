import { type ModelPathRewrite, modelHref } from '@forecourt/core/catalogue';
import { getOfferRate, type Offer, offerPath } from '@forecourt/core/offers';
import Link from 'next/link';
import { RateWithComparison } from '@/components/finance/rate-with-comparison';
import { buttonVariants } from '@/components/ui/button';
import type { SiteOffer } from '@/server/offers';
import { OfferImage } from './offer-image.tsx';

export interface OfferCardProps {
  /** Its summary is the preview the card shows (getSiteOffers). */
  offer: SiteOffer;
  /** The makes the site sells: decide the enquire link (offerPath). */
  siteMakes: readonly string[];
  /** The site's model path rewrites (navigation.modelPathRewrites), for 'Explore {model}'. */
  modelRewrites: readonly ModelPathRewrite[];
  /** 'h2' on the offers page, 'h3' inside a section with its own heading. */
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}

/** The picture an offer shows: its own, else its model's (spec 2 §3 image_or_model_image). */
export function getOfferImageUrl(offer: Offer): string | null {
  return offer.imageUrl ?? offer.model?.imageUrl ?? null;
}

/** A card in the offers grid (spec 2 §2 Offers): picture, name, rate, preview and links. */
export function OfferCard({
  offer,
  siteMakes,
  modelRewrites,
  headingLevel = 'h2',
  priority,
}: OfferCardProps) {
  const Heading = headingLevel;
  const href = offerPath(offer, siteMakes);
  const image = getOfferImageUrl(offer);
  const rate = getOfferRate(offer);
  return (
    <article className="flex flex-col overflow-hidden rounded-brand border border-line bg-surface">
      <div className="relative aspect-[3/2] bg-subtle">
        {image ? (
          <OfferImage src={image} priority={priority} />
        ) : (
          <p className="flex h-full items-center justify-center px-6 text-center font-semibold text-2xl text-primary">
            {offer.category ?? 'Special offer'}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {offer.category && image ? (
          <p className="font-semibold text-muted text-sm uppercase">{offer.category}</p>
        ) : null}
        <Heading className="font-bold text-xl">
          <Link prefetch={false} href={href} className="hover:underline">
            {offer.name}
          </Link>
        </Heading>
        {rate.kind === 'advertised' ? <RateWithComparison rate={rate.rate} /> : null}
        <p className="flex-1">{offer.summary}</p>
        <div className="flex flex-wrap gap-2">
          <Link prefetch={false} href={href} className={buttonVariants({ size: 'sm' })}>
            Enquire Now<span className="sr-only">: {offer.name}</span>
          </Link>
          {offer.model ? (
            <Link
              prefetch={false}
              href={modelHref(offer.model, modelRewrites)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Explore {offer.model.name}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
