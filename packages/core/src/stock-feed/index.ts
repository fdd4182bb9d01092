export {
  type CatalogueLocation,
  GOOGLE_REQUIRED_ATTRIBUTES,
  META_COLUMNS,
  renderGoogleVehiclesXml,
  renderMetaVehiclesCsv,
  selectCatalogueVehicles,
} from './catalogue-feeds.ts';
export { feedFields } from './feed-fields.ts';
export { type FeedFormat, feedFormats, getFeedFormatFromName } from './feed-format.ts';
export { feedPatch } from './feed-patch.ts';
export {
  createRowMapper,
  type FeedCar,
  type FeedRecord,
  type FeedRowError,
  listColumns,
} from './map-row.ts';
export { shouldHoldRemovals } from './removal-guard.ts';
export {
  type StockFeedConfig,
  stockFeedConfigSchema,
  stockImportModes,
  stockImportStatuses,
} from './stock-feed-config.ts';
