import { z } from 'zod';
import { brandConfigSchema } from '../brand/brand-config.ts';
import { type CarDisplayConfig, carDisplayConfigSchema } from '../car/car-display-config.ts';
import { getVehicleVocabulary } from '../car/vehicle-vocabulary.ts';
import { contentConfigSchema } from '../content/content-config.ts';
import { contentPagesConfigSchema } from '../content/content-pages.ts';
import { deliveryConfigSchema } from '../delivery/delivery-config.ts';
import { featuresConfigSchema } from '../features/features-config.ts';
import { financeConfigSchema } from '../finance/finance-config.ts';
import { type FormsConfig, formsConfigSchema } from '../leads/forms-config.ts';
import { locationConfigSchema } from '../location/location-config.ts';
import {
  getDefaultFooter,
  type NavigationConfig,
  navigationConfigSchema,
} from '../navigation/navigation-config.ts';
import { phoneConfigSchema } from '../phone/phone-config.ts';
import { privacyConfigSchema } from '../privacy/retention-config.ts';
import { reviewConfigSchema } from '../reviews/review-config.ts';
import { getSellPromo, type SearchConfig, searchConfigSchema } from '../search/search-config.ts';
import { serviceConfigSchema } from '../service/service-config.ts';
import { stockFeedConfigSchema } from '../stock-feed/stock-feed-config.ts';
import { vehiclePageConfigSchema } from '../vehicle/vehicle-page-config.ts';

/**
 * Everything that differs between dealer sites. Each section is owned by the module that reads
 * it; every field has a default, so an empty object is a complete, valid config.
 */
const siteConfigFields = z.strictObject({
  brand: brandConfigSchema.describe('Colours, radius, font and logo: applied as CSS variables.'),
  cars: carDisplayConfigSchema.describe('Labels, tags and price texts on cards and vehicle pages.'),
  search: searchConfigSchema.describe('Stock search, the search page and promo cards.'),
  vehiclePage: vehiclePageConfigSchema.describe('Vehicle detail page switches and texts.'),
  phones: phoneConfigSchema.describe('Phone numbers and the call panel.'),
  finance: financeConfigSchema.describe(
    'Finance calculators, lender offers, estimates and the budget finder.',
  ),
  delivery: deliveryConfigSchema.describe('Delivery estimates by postcode.'),
  navigation: navigationConfigSchema.describe('Header and footer menus.'),
  content: contentConfigSchema.describe('Home page and group-site widgets.'),
  pages: contentPagesConfigSchema.describe(
    'Dealer-editable content pages (Markdown): about us, careers, fleet, terms, privacy, finance and insurance, and further pages by path.',
  ),
  features: featuresConfigSchema.describe('Optional, gated capabilities.'),
  forms: formsConfigSchema.describe('Lead forms.'),
  locations: locationConfigSchema.describe('Location cards and pages.'),
  reviews: reviewConfigSchema.describe('Reviews shown on the site.'),
  service: serviceConfigSchema.describe(
    'Service booking, parts, warranty and roadside assist pages, and the service banner.',
  ),
  stockFeed: stockFeedConfigSchema.describe(
    'How the stock feed is read (columns, value maps, formats) and applied (docs/stock-feeds.md).',
  ),
  privacy: privacyConfigSchema.describe("How long shoppers' personal data is kept."),
});

type ParsedSiteConfig = z.infer<typeof siteConfigFields>;

/** A site's config as pages read it: every word field filled in (see `applyVehicleVocabulary`). */
export type SiteConfig = Omit<ParsedSiteConfig, 'cars' | 'navigation' | 'search' | 'forms'> & {
  cars: CarDisplayConfig;
  navigation: NavigationConfig;
  search: SearchConfig;
  forms: FormsConfig;
};

/**
 * Fills each word field the dealer left null from the vocabulary of the site's vehicle kind
 * (issue 25 §4): one place decides what a motorcycle site calls its stock, its search
 * placeholder, its promo card and its footer links.
 */
export function applyVehicleVocabulary(config: ParsedSiteConfig): SiteConfig {
  const words = getVehicleVocabulary(config.cars.vehicleKind);
  const noun = config.cars.vehicleNoun ?? words.noun;
  const { navigation, search, forms } = config;
  return {
    ...config,
    cars: { ...config.cars, vehicleNoun: noun },
    navigation: {
      ...navigation,
      keywordSearchPlaceholder:
        navigation.keywordSearchPlaceholder ?? words.keywordSearchPlaceholder,
      footer: navigation.footer ?? getDefaultFooter(noun, config.cars.carTypeLabels),
    },
    search: { ...search, promos: search.promos ?? [getSellPromo(words.sellPromo)] },
    forms: {
      ...forms,
      vehicleOfInterestPlaceholder:
        forms.vehicleOfInterestPlaceholder ?? words.vehicleOfInterestPlaceholder,
      fleetPlaceholder: forms.fleetPlaceholder ?? words.fleetPlaceholder,
      partsPlaceholder: forms.partsPlaceholder ?? words.partsPlaceholder,
    },
  };
}

export const siteConfigSchema = siteConfigFields.transform(applyVehicleVocabulary);

/** What templates and sites store: any subset of the config, nested. */
export type SiteConfigOverrides = DeepPartial<z.input<typeof siteConfigSchema>>;

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
