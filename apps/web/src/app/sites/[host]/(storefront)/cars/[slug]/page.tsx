import { FUEL_DEFAULTS, isFuelCalculatorShown } from '@forecourt/core/fuel';
import { formatPhone } from '@forecourt/core/phone';
import {
  getAccordionTabs,
  getCarStructuredData,
  getCarSummary,
  getFeatureList,
  getKeySpecs,
  getReserveOnlineText,
  getSpecGroups,
  getVehicleBreadcrumbs,
  getVehicleDescription,
  getVehicleTitle,
} from '@forecourt/core/vehicle';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/layout/json-ld';
import { Toaster } from '@/components/ui/toast';
import { GallerySection } from '@/components/vehicle/gallery/gallery-section';
import { TagBannerLabel } from '@/components/vehicle/tag-banner-label';
import { getRequestSite } from '@/server/request-site';
import { sanitizeDealerHtml, toPlainText } from '@/server/sanitize-dealer-html';
import { getSiteOrigin } from '@/server/site-origin';
import { AllSpecifications } from './_components/all-specifications.tsx';
import { AnnouncementBar } from './_components/announcement-bar.tsx';
import { CalculatorsSection } from './_components/calculators-section.tsx';
import { DealerComments } from './_components/dealer-comments.tsx';
import { DeliveryCalculator } from './_components/delivery-calculator.tsx';
import { FeatureList } from './_components/feature-list.tsx';
import { FinanceCalculatorSlot } from './_components/finance-calculator-slot.tsx';
import { FuelCalculator } from './_components/fuel-calculator.tsx';
import { KeyInformation } from './_components/key-information.tsx';
import { MobileActionBar } from './_components/mobile-action-bar.tsx';
import { PriceComparisonLoader } from './_components/price-comparison-loader.tsx';
import { SimilarCarsSection } from './_components/similar-cars-section.tsx';
import { StickyVehicleHeader } from './_components/sticky-vehicle-header.tsx';
import { UsedCarSection } from './_components/used-car-section.tsx';
import { VehicleAccordion } from './_components/vehicle-accordion.tsx';
import { VehicleBreadcrumbs } from './_components/vehicle-breadcrumbs.tsx';
import { VehicleLocation } from './_components/vehicle-location.tsx';
import { VehicleSidebar } from './_components/vehicle-sidebar.tsx';
import { VehicleVideos } from './_components/vehicle-videos.tsx';
import { ViewRecorder } from './_components/view-recorder.tsx';
import { getVehiclePageModel, type VehiclePageModel } from './_lib/vehicle-page-model.ts';

interface CarPageProps {
  params: Promise<{ host: string; slug: string }>;
}

async function loadModel(params: CarPageProps['params']): Promise<VehiclePageModel | null> {
  const site = await getRequestSite(params);
  return getVehiclePageModel(site, (await params).slug, getSiteOrigin(site), new Date());
}

function describe(model: VehiclePageModel): { title: string; description: string } {
  const { car, site, location } = model;
  const display = site.config.cars;
  return {
    title: getVehicleTitle(car, display, location?.address.city ?? null),
    description: getVehicleDescription(car, display, model.price, {
      name: location?.name ?? site.name,
      city: location?.address.city ?? null,
      state: location?.address.state ?? null,
    }),
  };
}

export async function generateMetadata({ params }: CarPageProps): Promise<Metadata> {
  const model = await loadModel(params);
  if (!model) return {};
  const { title, description } = describe(model);
  const image = model.car.images.find((candidate) => !candidate.isVideo);
  return {
    title,
    description,
    alternates: { canonical: model.url },
    openGraph: {
      type: 'website',
      url: model.url,
      title,
      description,
      siteName: model.site.name,
      locale: 'en_AU',
      images: image
        ? [
            {
              url: new URL(image.url, model.origin).toString(),
              width: image.width,
              height: image.height,
              alt: model.fullName,
            },
          ]
        : [],
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}

export default async function CarPage({ params }: CarPageProps) {
  const model = await loadModel(params);
  if (!model) notFound();
  const { car, site, location, inStock } = model;
  const { cars: display, vehiclePage, delivery } = site.config;
  const { description } = describe(model);
  const images = car.images.filter((image) => !image.isVideo);
  const structuredData = getCarStructuredData(
    car,
    {
      url: model.url,
      description,
      imageUrls: images.slice(0, 10).map((image) => new URL(image.url, model.origin).toString()),
    },
    {
      name: location?.name ?? site.name,
      url: model.origin,
      telephone: model.phone ? formatPhone(model.phone) : null,
      address: location ? location.address : null,
    },
  );
  const banner = model.banner ? <TagBannerLabel banner={model.banner} /> : null;
  const crumbs = getVehicleBreadcrumbs(car, model.fullName, display);
  const similar = vehiclePage.similarCars.enabled ? (
    <SimilarCarsSection
      path={model.path}
      noun={display.vehicleNoun.singular}
      plural={display.vehicleNoun.plural}
      subscriptionSite={display.subscriptionSite}
      eager={!inStock}
      autoRotate={vehiclePage.similarCars.autoRotate}
    />
  ) : null;

  return (
    <div>
      <JsonLd data={structuredData} />
      {vehiclePage.announcement ? (
        <AnnouncementBar
          text={vehiclePage.announcement.text}
          href={vehiclePage.announcement.href}
        />
      ) : null}
      <article className="mx-auto max-w-7xl px-4 py-4">
        <VehicleBreadcrumbs crumbs={crumbs} />
        <div className="mt-3 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <GallerySection car={car} config={vehiclePage} overlay={banner} />
          </div>
          <aside
            aria-label="Price and actions"
            className="min-w-0 lg:sticky lg:top-16 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <VehicleSidebar model={model} />
          </aside>
          <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-2">
            {inStock ? <InStockSections model={model} /> : null}
            {similar}
            {inStock && vehiclePage.priceComparison.carTypes.includes(car.carType) ? (
              <PriceComparisonLoader endpoint={`${model.path}/autogauge`} />
            ) : null}
            <VehicleLocation location={location} />
            {inStock && delivery.enabled ? (
              <p className="text-muted text-xs">
                Delivery distances use postcode locations from{' '}
                <a href="https://www.geonames.org/" className="underline" rel="noopener">
                  GeoNames
                </a>{' '}
                (CC BY 4.0).
              </p>
            ) : null}
          </div>
        </div>
      </article>
      <StickyVehicleHeader model={model} />
      <MobileActionBar model={model} />
      <Toaster />
      <ViewRecorder
        endpoint={`${model.path}/view.json`}
        used={car.carType === 'used'}
        viewed={{
          id: car.id,
          stocknum: car.stockNumber,
          make: car.make,
          model: car.model,
          body: car.body,
          simple_body: car.simpleBody,
        }}
      />
    </div>
  );
}

/** Spec 1 §2 items 4–10, shown only while the car is in stock. */
function InStockSections({ model }: { model: VehiclePageModel }) {
  const { car, site, location } = model;
  const { cars: display, vehiclePage, delivery } = site.config;
  const features = getFeatureList(car);
  const canReserve = model.actions.some((action) => action.kind === 'reserve');
  const tabs = getAccordionTabs(
    vehiclePage.accordionSections,
    { canReserve, featureCount: features.length },
    display.vehicleNoun,
  );
  const commentsHtml = car.dealerComments ? sanitizeDealerHtml(car.dealerComments) : null;
  const sections = vehiclePage.accordionSections;
  const fuelShown = vehiclePage.fuelCalculator.enabled && isFuelCalculatorShown(car);

  return (
    <>
      <KeyInformation rows={getKeySpecs(car, display)} shown={vehiclePage.keySpecsShown} />
      <UsedCarSection
        car={car}
        guarantees={vehiclePage.usedCarGuarantees}
        regoExpiryText={model.regoExpiryText}
        toyotaCertified={model.toyotaCertified}
        warrantyYears={vehiclePage.warrantyYears}
      />
      <VehicleVideos url={car.externalVideoUrl} carName={model.fullName} />
      <VehicleAccordion
        tabs={tabs}
        remember={vehiclePage.rememberAccordion}
        content={{
          'dealer-comments': (
            <DealerComments
              html={commentsHtml}
              text={commentsHtml ? toPlainText(commentsHtml) : ''}
              truncateAt={vehiclePage.commentsTruncateAt}
              labels={vehiclePage.commentsToggleLabels}
            />
          ),
          'whats-included': <p className="whitespace-pre-line">{sections.whatsIncluded}</p>,
          'why-buy-from-us': <p className="whitespace-pre-line">{sections.whyBuyFromUs}</p>,
          'reserve-online': (
            <p>
              {getReserveOnlineText(
                car.reserveAmount ?? vehiclePage.reserve.defaultDeposit,
                vehiclePage.reserve.holdHours,
              )}
            </p>
          ),
          'protect-your-car': <p className="whitespace-pre-line">{sections.protectYourCar}</p>,
          'car-summary': getCarSummary(car, display, location?.name ?? null).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          )),
          features: <FeatureList features={features} shown={vehiclePage.featuresShown} />,
        }}
      />
      <CalculatorsSection
        fuel={
          fuelShown ? (
            <FuelCalculator
              litresPer100Km={car.variant.fuelConsumptionCombined}
              assumedLitresPer100Km={FUEL_DEFAULTS.litresPer100Km}
              pricePerLitre={vehiclePage.fuelCalculator.pricePerLitre}
              kmPerWeek={vehiclePage.fuelCalculator.kmPerWeek}
              disclaimer={vehiclePage.fuelCalculator.disclaimer}
            />
          ) : null
        }
        delivery={
          delivery.enabled && location ? (
            <DeliveryCalculator endpoint={`${model.path}/delivery`} />
          ) : null
        }
      />
      <AllSpecifications groups={getSpecGroups(car, display)} />
      <FinanceCalculatorSlot car={car} site={site} />
    </>
  );
}
