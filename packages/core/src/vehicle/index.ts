export {
  type AccordionTab,
  type AccordionTabId,
  getAccordionTabs,
  getReserveOnlineText,
} from './accordion-tabs.ts';
export {
  type Breadcrumb,
  getVehicleBreadcrumbs,
} from './breadcrumbs.ts';
export {
  callRevealSchema,
  countedVehicleEvents,
} from './call-reveal.ts';
export {
  type CompareCarsAnswer,
  type FavouriteCarsAnswer,
  readCompareCarsAnswer,
  readFavouriteCarsAnswer,
  readSimilarCarsAnswer,
  type SimilarCarsAnswer,
} from './car-list-answers.ts';
export {
  getCarStructuredData,
  serializeJsonLd,
} from './car-structured-data.ts';
export { getCarSummary } from './car-summary.ts';
export type { CarViewsAnswer } from './car-views-answer.ts';
export { type Favourite, favouriteShape } from './favourite.ts';
export {
  type GalleryItem,
  type GalleryView,
  getDefaultGalleryView,
  getGalleryItems,
  getGalleryViews,
  getInteriorPanorama,
  isThumbnailStripShown,
} from './gallery.ts';
export {
  getKeyStep,
  getSwipeStep,
  stepIndex,
} from './gallery-navigation.ts';
export {
  getMobileBarLayout,
  type VehicleControlKind,
} from './mobile-bar.ts';
export {
  getCopiedMessage,
  getShareLinks,
  type ShareLink,
} from './share-links.ts';
export {
  getSimilarCarBase,
  getSimilarCarSteps,
  pickSimilarCars,
  type SimilarCarStep,
} from './similar-cars.ts';
export {
  getAutoRotateFrames,
  getDragFrame,
  getKeyFrame,
  getLoadProgressPercent,
  getVisibleHotspots,
} from './spinner.ts';
export {
  type ActionTargets,
  getVehicleActions,
  type VehicleAction,
} from './vehicle-actions.ts';
export type { VehicleCardModel } from './vehicle-card.ts';
export type { VehiclePageConfig } from './vehicle-page-config.ts';
export {
  getBelowMarketAmount,
  getRegoExpiryText,
  isFavouriteShown,
  isToyotaCertified,
  truncateText,
} from './vehicle-rules.ts';
export {
  getVehicleDescription,
  getVehicleTitle,
} from './vehicle-seo.ts';
export {
  getFeatureList,
  getKeySpecs,
  getSpecGroups,
  type SpecGroup,
  type SpecIcon,
  type SpecRow,
} from './vehicle-specs.ts';
export { getVideoEmbedUrl } from './video-embed.ts';
