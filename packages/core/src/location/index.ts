export {
  type Department,
  type Location,
  type LocationType,
  locationTypeSchema,
  locationTypes,
  type OpeningHour,
  type SpecialHours,
} from './location.ts';
export {
  type LocationConfig,
  type MapConfig,
  mapConfigSchema,
} from './location-config.ts';
export { chooseLocationLayout } from './location-layout.ts';
export {
  getLocationHref,
  type LocationSelectionInput,
  selectLocations,
} from './location-selection.ts';
export { buildLocationStructuredData } from './location-structured-data.ts';
export {
  formatAddressLine,
  getDirectionsUrl,
  getMapEmbedUrl,
  getMapPageUrl,
} from './map-links.ts';
export {
  formatHolidayDate,
  formatHours,
  getOpenNow,
  groupOpeningHours,
  listDepartmentHours,
  listUpcomingSpecialHours,
  type OpenNow,
} from './opening-hours.ts';
export {
  addDays,
  getLocationTimeZone,
  getSiteTimeZone,
  getStateName,
  getZonedParts,
  timeZoneForState,
} from './time-zone.ts';
