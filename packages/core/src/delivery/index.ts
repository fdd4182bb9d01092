export { type DeliveryAnswer, readDeliveryAnswer } from './delivery-answer.ts';
export {
  type DeliveryQuoteResult,
  EMPTY_POSTCODE_MESSAGE,
  NO_ESTIMATE_MESSAGE,
  type PostcodePlace,
  quoteDelivery,
} from './delivery-quote.ts';
