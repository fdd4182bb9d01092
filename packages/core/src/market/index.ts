export {
  estimateMarket,
  type MarketCar,
} from './comparables.ts';
export {
  comparePrice,
  getDealLabel,
  getGaugeBand,
  getGaugePosition,
  isPriceComparisonShown,
  type PriceComparison,
} from './price-comparison.ts';
export {
  type PriceComparisonAnswer,
  readPriceComparisonAnswer,
} from './price-comparison-answer.ts';
