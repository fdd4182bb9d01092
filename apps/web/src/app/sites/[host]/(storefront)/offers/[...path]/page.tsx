import { modelHref } from '@forecourt/core/catalogue';
import { formatZonedDate } from '@forecourt/core/format';
import {
  getOfferRate,
  type Offer,
  readOfferPath,
  resolveOfferRoute,
  toOfferStructuredData,
} from '@forecourt/core/offers';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { RateWithComparison } from '@/components/finance/rate-with-comparison';
import { JsonLd } from '@/components/layout/json-ld';
import LeadForm from '@/components/leads/lead-form';
import { getOfferImageUrl } from '@/components/offers/offer-card';
import { OfferImage } from '@/components/offers/offer-image';
import { OfferDescription, OfferDisclaimer } from '@/components/offers/offer-text';
import { buttonVariants } from '@/components/ui/button';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import { getSiteOffers } from '@/server/offers';
import { getRequestSite } from '@/server/request-site';
import { sanitizeDealerHtml, toPlainText } from '@/server/sanitize-dealer-html';
import type { Site } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';
import { getSiteOrigin } from '@/server/site-origin';

interface OfferPageProps {
  params: Promise<{ host: string; path: string[] }>;
}

/**
 * The offer a path names when this site shows it now; a 308 to its one right path from the
 * other route shape (spec 2 §2 Offers); a 404 otherwise.
 */
async function findOffer(site: Site, path: string[]): Promise<{ offer: Offer; path: string }> {
  const requested = readOfferPath(path);
  if (!requested) notFound();
  const { offers, makes } = await getSiteOffers(site);
  const offer = offers.find((candidate) => candidate.id === requested.offerId);
  if (!offer) notFound();
  const outcome = resolveOfferRoute(requested, offer, makes);
  if (outcome.kind === 'not-found') notFound();
  if (outcome.kind === 'redirect') permanentRedirect(outcome.to);
  return { offer, path: `/${['offers', ...path].join('/')}` };
}

export async function generateMetadata({ params }: OfferPageProps): Promise<Metadata> {
  const site = await getRequestSite(params);
  const { offer, path } = await findOffer(site, (await params).path);
  return {
    title: offer.name,
    description: toPlainText(sanitizeDealerHtml(offer.description)).slice(0, 160),
    alternates: { canonical: `${getSiteOrigin(site)}${path}` },
  };
}

/** /offers/{offerId} or /offers/{manufacturer}/{offerId}: one offer as a large card with an enquiry. */
export default async function OfferPage({ params }: OfferPageProps) {
  const site = await getRequestSite(params);
  const { offer, path } = await findOffer(site, (await params).path);
  const [form, origin, { timeZone }] = await Promise.all([
    getLeadFormData(site, 'offer-enquiry'),
    getSiteOrigin(site),
    getSiteChrome(site),
  ]);
  const html = sanitizeDealerHtml(offer.description);
  const text = toPlainText(html);
  const image = getOfferImageUrl(offer);
  const rate = getOfferRate(offer);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link prefetch={false} href="/" className="text-primary underline underline-offset-4">
              Home
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link
              prefetch={false}
              href="/special-offers"
              className="text-primary underline underline-offset-4"
            >
              Special Offers
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page">{offer.name}</li>
        </ol>
      </nav>
      <article className="grid overflow-hidden rounded-brand border border-line bg-surface lg:grid-cols-2">
        <div className="relative aspect-[3/2] bg-subtle lg:aspect-auto lg:min-h-96">
          {image ? (
            <OfferImage src={image} priority />
          ) : (
            <p className="flex h-full min-h-48 items-center justify-center px-6 text-center font-semibold text-3xl text-primary">
              {offer.category ?? 'Special offer'}
            </p>
          )}
        </div>
        <div className="space-y-4 p-6">
          {offer.category ? (
            <p className="font-semibold text-muted text-sm uppercase">{offer.category}</p>
          ) : null}
          <h1 className="font-bold text-3xl">{offer.name}</h1>
          {rate.kind === 'advertised' ? <RateWithComparison rate={rate.rate} /> : null}
          {offer.endsAt ? (
            <p className="text-muted">Offer ends {formatZonedDate(offer.endsAt, timeZone)}</p>
          ) : null}
          <OfferDescription html={html} text={text} />
          <div className="flex flex-wrap gap-3">
            <a href="#offer-enquiry" className={buttonVariants()}>
              Enquire Now
            </a>
            {offer.model ? (
              <Link
                prefetch={false}
                href={modelHref(offer.model, site.config.navigation.modelPathRewrites)}
                className={buttonVariants({ variant: 'outline' })}
              >
                Explore {offer.model.name}
              </Link>
            ) : null}
            {offer.testDriveAllowed ? (
              <Link
                prefetch={false}
                href="/book-test-drive"
                className={buttonVariants({ variant: 'outline' })}
              >
                Book a Test Drive
              </Link>
            ) : null}
          </div>
          <OfferDisclaimer text={offer.disclaimer} />
        </div>
      </article>
      <section
        id="offer-enquiry"
        aria-labelledby="offer-enquiry-heading"
        className="max-w-3xl scroll-mt-24 space-y-4"
      >
        <h2 id="offer-enquiry-heading" className="font-bold text-2xl">
          Enquire about this offer
        </h2>
        <LeadForm {...form} offerId={offer.id} />
      </section>
      <JsonLd
        data={toOfferStructuredData(offer, {
          url: `${origin}${path}`,
          description: text,
          imageUrl: image ? new URL(image, origin).toString() : null,
          sellerName: site.name,
        })}
      />
    </div>
  );
}
