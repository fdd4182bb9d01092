export {
  type AdvertisedRate,
  describeAdvertisedRate,
  describeRateRanges,
  findRatesWithoutComparison,
} from './advertised-rate.ts';
export {
  BUDGET_DISCLAIMER,
  type BudgetBodyType,
  budgetBodyTypes,
  calculateBudget,
  clampBudgetAmount,
  describeBudgetResult,
  getBudgetPriceRange,
  pickBudgetBodies,
  type TypeNoun,
  toBudgetBodyType,
} from './budget.ts';
export {
  type Bounds,
  type CalculatorValues,
  clampInput,
  describeLoanCap,
  getCalculatorBounds,
  getDefaultCalculatorValues,
  getPurchasePriceWarning,
  getStepWarning,
  getVehicleCalculatorSetup,
  isOnStep,
  snapToStep,
  storePurchasePrice,
} from './calculator-inputs.ts';
export {
  COMPARISON_BASIS_TEXT,
  COMPARISON_RATE_WARNING,
  getComparisonRateRange,
  truncateDisclaimer,
} from './comparison-rate.ts';
export {
  answerQuoteRequest,
  estimateFinance,
} from './estimate.ts';
export { describeEstimateBasis } from './estimate-basis.ts';
export {
  describeEstimateDifferences,
  type EstimateReference,
} from './estimate-comparison.ts';
export {
  type FinanceConfig,
  financeConfigSchema,
} from './finance-config.ts';
export {
  buildFinanceHref,
  type FinanceLinkParams,
  getFinanceEnquiryRoute,
  getLinkedCar,
  readFinanceLinkQuery,
} from './finance-links.ts';
export {
  getComparisonRateFor,
  getProviderRule,
  getSiteLoanFees,
  type LenderOffer,
  toLenderOffer,
} from './lender-offer.ts';
export { getDisplayableLenderOffers } from './providers.ts';
export { quoteFinance } from './quote.ts';
export type { QuoteAnswer } from './quote-answer.ts';
export {
  type Frequency,
  frequencies,
  frequencyLabels,
  type RoundingRule,
} from './repayment.ts';
export {
  getSalesThisMonth,
  SALES_COUNTER_ANIMATION_MS,
  SALES_COUNTER_REFRESH_MS,
} from './sales-counter.ts';
