export type { FilterNode } from './filter-ast.ts';
export {
  classifyListing,
  getSoldCutoffSeconds,
  isInsideSoldWindow,
  isListed,
} from './is-listed.ts';
export {
  compare,
  equals,
  matchesFilter,
  toNumber,
} from './match-filter.ts';
export { parseFilter } from './parse-filter.ts';
export { bandOrder } from './price-bands.ts';
export {
  getWeeklyPrice,
  type SitePolicy,
  toSitePolicy,
  toSiteStockRecord,
} from './site-policy.ts';
export {
  type FilterableNumber,
  filterableNumbers,
  getFieldKind,
  parseStockFilter,
  type StockRecord,
} from './stock-fields.ts';
export {
  type StockPlace,
  toStockRecord,
} from './stock-record.ts';
