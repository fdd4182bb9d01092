export {
  type BrandGridBrand,
  type BrandGridSection,
  brandOverviewPath,
  findBrandBySlug,
  groupBrandGrid,
} from './brand-grid.ts';
export {
  type FilterableModel,
  listLiveModelBodyFilters,
  type ModelBodyFilter,
  parseModelBody,
  selectLiveModelLinks,
} from './model-filters.ts';
export { getModelLabel } from './model-label.ts';
export {
  type ModelPathRewrite,
  matchModelPath,
  modelHref,
  modelPath,
} from './model-link.ts';
export {
  getSiteVehicleKinds,
  selectSiteModels,
} from './site-models.ts';
