import { estimateFinance, getSalesThisMonth } from '@forecourt/core/finance';
import { formatPhone, toTelHref } from '@forecourt/core/phone';
import { getCopiedMessage, getShareLinks } from '@forecourt/core/vehicle';
import Link from 'next/link';
import { hasFinanceCalculator } from '@/components/finance/finance-section';
import { SalesCounter } from '@/components/finance/sales-counter';
import { buttonVariants } from '@/components/ui/button';
import { DownloadIcon, PinIcon, PrintIcon } from '@/components/ui/icons';
import { CompareToggle } from '@/components/vehicle/compare-toggle';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { PriceTag } from '@/components/vehicle/price-tag';
import { ShopperLinks } from '@/components/vehicle/shopper-links';
import { WatchlistToggle } from '@/components/vehicle/watchlist-toggle';
import { ANALYTICS_EVENTS } from '@/lib/analytics';
import type { VehiclePageModel } from '../_lib/vehicle-page-model.ts';
import { CallPanel } from './call-panel.tsx';
import { hasFindSimilarForm, LeadActionsSlot } from './lead-actions-slot.tsx';
import { ShareMenu } from './share-menu.tsx';
import { TrackedLink } from './tracked-link.tsx';
import { VehicleBadges } from './vehicle-badges.tsx';

const outline = buttonVariants({ variant: 'outline' });

/** The call panel for this car, or nothing when no number is known (spec 2 §8: warn only). */
export function VehicleCallPanel({
  model,
  compact = false,
  className,
}: {
  model: VehiclePageModel;
  compact?: boolean;
  className?: string;
}) {
  const { phone, car, site } = model;
  if (!phone) return null;
  return (
    <CallPanel
      phoneDisplay={formatPhone(phone)}
      telHref={toTelHref(phone)}
      buttonText={site.config.vehiclePage.callButtonText}
      showImmediately={site.config.phones.showImmediately}
      maskVisibleCharacters={site.config.phones.maskVisibleCharacters}
      revealEndpoint={`${model.path}/call-reveal`}
      reveal={{ car_id: car.id, dealership_id: car.dealershipId, website_id: site.id }}
      analyticsLabel={car.carType === 'new' ? 'New Car' : 'Used Car'}
      compact={compact}
      className={className}
    />
  );
}

/** Spec 2 §2 vehicle sidebar: title, price, location, share, favourite, print and actions. */
export function VehicleSidebar({ model }: { model: VehiclePageModel }) {
  const { car, site, inStock } = model;
  const { vehiclePage } = site.config;
  const estimate = hasFinanceCalculator(car, site)
    ? estimateFinance(car, site.config.finance.estimate)
    : null;
  const favourite = {
    id: car.id,
    name: model.fullName,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.images.find((image) => !image.isVideo)?.url ?? null,
  };
  const certifiedLabel =
    model.banner?.kind === 'certified'
      ? null
      : car.certified && car.carType === 'used'
        ? 'Certified'
        : null;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="font-bold text-2xl leading-tight sm:text-3xl">
          {model.name}
          {car.series ? ' ' : null}
          {car.series ? (
            <span className="block font-normal text-lg text-muted">{car.series}</span>
          ) : null}
        </h1>
        {car.stockNumber ? (
          <p className="mt-1 text-muted text-sm">Stock number {car.stockNumber}</p>
        ) : null}
      </div>

      {inStock ? (
        <div className="space-y-1">
          <PriceTag display={model.price} size="lg" />
          {estimate ? (
            <p className="text-sm">
              Est. <strong>${estimate.weeklyDollars}/wk</strong> at {estimate.ratePercent}% p.a.{' '}
              <span className="font-semibold">
                ({estimate.comparisonRatePercent}% p.a. comparison rate*)
              </span>{' '}
              <span data-slot="estimate-basis">{estimate.basis}.</span>{' '}
              <a href="#finance-disclaimer" className="text-primary underline underline-offset-4">
                Click for Finance Disclaimer
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <div data-slot="sold-block" className="rounded-brand bg-subtle p-4">
          <div className="text-muted line-through">
            <PriceTag display={model.price} />
          </div>
          <p className="mt-2 font-bold text-2xl text-danger">SOLD</p>
          <p className="mt-1">This vehicle has been sold. Let us find you something similar.</p>
          {hasFindSimilarForm(site) ? (
            <LeadActionsSlot car={car} site={site} placement="sold" />
          ) : (
            <a
              href="#similar-cars"
              className={buttonVariants({ variant: 'outline', className: 'mt-3 w-full' })}
            >
              Find Me Something Similar
            </a>
          )}
        </div>
      )}

      {inStock && vehiclePage.salesCounter ? (
        <SalesCounter initial={getSalesThisMonth(new Date())} />
      ) : null}

      {inStock ? (
        <VehicleBadges
          belowMarketAmount={model.belowMarketAmount}
          toyotaCertified={model.toyotaCertified}
          certifiedLabel={certifiedLabel}
        />
      ) : null}

      <a
        href="#vehicle-map"
        className={buttonVariants({ variant: 'link', size: 'inline', className: 'justify-start' })}
      >
        <PinIcon />
        {model.location?.name ?? 'Vehicle Location'}
      </a>

      <div className="flex flex-wrap gap-2">
        <ShareMenu
          path={model.path}
          title={model.fullName}
          copiedMessage={getCopiedMessage(model.fullName)}
          links={getShareLinks(model.url, model.fullName, model.phone)}
        />
        {model.favouriteShown ? (
          <>
            <FavouriteToggle entry={favourite} variant="bar" />
            <CompareToggle
              entry={{ id: car.id, name: model.fullName, slug: car.slug }}
              max={vehiclePage.compareMax}
            />
          </>
        ) : null}
        {site.config.features.watchlist ? (
          <WatchlistToggle variant="bar" car={{ id: car.id, name: model.name }} sold={!inStock} />
        ) : null}
        {vehiclePage.printEnabled ? (
          <TrackedLink
            eventId={ANALYTICS_EVENTS.print}
            href={`/print?car_id=${encodeURIComponent(car.slug)}`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'secondary' })}
          >
            <PrintIcon />
            Print
          </TrackedLink>
        ) : null}
      </div>

      {model.favouriteShown ? <ShopperLinks /> : null}

      {inStock ? (
        <div className="flex flex-col gap-2">
          {hasFinanceCalculator(car, site) ? (
            <a href="#finance-calculator" className={outline}>
              Calculate Finance
            </a>
          ) : null}
          <LeadActionsSlot car={car} site={site} placement="sidebar" />
          {model.actions.map((action) => {
            switch (action.kind) {
              case 'history-report':
                return (
                  <TrackedLink
                    key={action.kind}
                    eventId={ANALYTICS_EVENTS.historyReport}
                    href={action.href}
                    download={action.fileName}
                    className={outline}
                  >
                    <DownloadIcon />
                    {action.label}
                  </TrackedLink>
                );
              case 'instant-message':
                return null;
              case 'whatsapp':
                return (
                  <a
                    key={action.kind}
                    href={action.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={outline}
                  >
                    {action.label}
                  </a>
                );
              default:
                return (
                  <Link prefetch={false} key={action.kind} href={action.href} className={outline}>
                    {action.label}
                  </Link>
                );
            }
          })}
          <VehicleCallPanel model={model} />
        </div>
      ) : (
        <VehicleCallPanel model={model} />
      )}
    </div>
  );
}
