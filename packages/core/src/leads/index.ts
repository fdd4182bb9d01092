export { renderAdf } from './adf.ts';
export {
  STORED_DETAIL_FIELDS,
  type StoredDetailField,
} from './contact-fields.ts';
export { normaliseContactEmail } from './contact-key.ts';
export { getRetryDelayMs } from './delivery-retry.ts';
export {
  type FormField,
  gatherAdditionalServices,
  isFieldShown,
} from './form-field.ts';
export {
  buildFormSchema,
  type FormValues,
  toFieldErrors,
  withFieldDefaults,
} from './form-schema.ts';
export {
  type FormsConfig,
  formsConfigSchema,
} from './forms-config.ts';
export {
  type Lead,
  type LeadAttribution,
  type LeadCarSnapshot,
  type LeadOfferSnapshot,
  type LeadTradeIn,
  toLeadUserData,
} from './lead.ts';
export {
  type LeadAnswer,
  type OfferAcceptanceAnswer,
  readLeadAnswer,
  readOfferAcceptanceAnswer,
  readTradeInVehiclesAnswer,
  type TradeInVehiclesAnswer,
} from './lead-answer.ts';
export type { LeadFormContext } from './lead-form-context.ts';
export {
  LEAD_ANALYTICS_EVENTS,
  type LeadFormKind,
  leadFormKindSchema,
  leadFormKinds,
  OFFER_ACCEPTED_EVENT,
} from './lead-form-kind.ts';
export {
  getLeadCategory,
  getLeadForm,
  getLeadFormSchema,
  type LeadFormDefinition,
} from './lead-forms.ts';
export {
  LEAD_MESSAGES,
  unsupportedCharactersMessage,
} from './lead-messages.ts';
export {
  type DeliveryEvent,
  type DeliveryTarget,
  deliveryEvents,
  deliveryJobChannels,
  deliveryStatuses,
  resolveDeliveryTargets,
} from './lead-routing.ts';
export { type LeadSessionAnswer, readLeadSessionAnswer } from './lead-session-answer.ts';
export { getLeadSubject } from './lead-subject.ts';
export {
  type LeadSubmission,
  leadSubmissionSchema,
} from './lead-submission.ts';
export {
  formatLeadTime,
  getLeadSummaryRows,
} from './lead-summary.ts';
export {
  cleanLinkedQueryParams,
  pickLinkedQueryParams,
} from './linked-params.ts';
export {
  type CaptchaOutcome,
  getSpamReasons,
} from './spam-check.ts';
export {
  isOfferedSlot,
  listTestDriveSlots,
  type SlotSchedule,
  type TestDriveDay,
} from './test-drive-slots.ts';
export { readTestDriveSlotsAnswer, type TestDriveSlotsAnswer } from './test-drive-slots-answer.ts';
export {
  listCatalogueMakes,
  listCatalogueModels,
  mergeVehicleNames,
} from './trade-in-catalogue.ts';
export { getTradeInFaq } from './trade-in-config.ts';
export {
  NOT_LISTED_NOTE,
  OTHER_VEHICLE_OPTION,
  OTHER_VEHICLE_VALUE,
  readTradeInVehicle,
} from './trade-in-form.ts';
export {
  type TradeInValuation,
  valueTradeIn,
} from './trade-in-offer.ts';
export { readVehicleOfInterest } from './vehicle-of-interest.ts';
