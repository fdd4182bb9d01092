export { bodyTypeNoun } from './body-type-noun.ts';
export {
  type Car,
  type CaravanSpecs,
  type CarImage,
  type CarStatus,
  type CarType,
  type CarVariant,
  caravanSpecsSchema,
  carStatuses,
  carStatusSchema,
  carTypeSchema,
  carTypes,
  carVariantSchema,
  type FinanceLender,
  getCarName,
  type Hotspot,
  type Hotspots,
  hotspotsSchema,
  type ItemType,
  inStockStatuses,
  isInStock,
  itemTypeSchema,
  itemTypes,
  type MarketPrices,
  marketPricesSchema,
} from './car.ts';
export type { CarDisplayConfig } from './car-display-config.ts';
export {
  getPriceDisplay,
  hasRealPrice,
  type PriceDisplay,
} from './price-display.ts';
export {
  getTagBanner,
  type TagBanner,
} from './tag-banner.ts';
export {
  fillVehicleWords,
  listForeignVehicleWords,
} from './vehicle-vocabulary.ts';
