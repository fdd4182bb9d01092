import type { z } from 'zod';
import { formatPrice } from '../format/price.ts';
import { getContactFields } from './contact-fields.ts';
import { getCareersEnquiryFields, getFleetEnquiryFields } from './content-page-forms.ts';
import {
  FIND_SIMILAR_SUBCATEGORY,
  getContactFormFields,
  getFinanceEnquiryFields,
  getFindSimilarFields,
  getRequestPhotosFields,
  getVehicleEnquiryFields,
  REQUEST_PHOTOS_SUBCATEGORY,
} from './enquiry-forms.ts';
import { applyFieldChanges, defineField, type FormField } from './form-field.ts';
import { buildFormSchema, type FormValues } from './form-schema.ts';
import type { LeadFormContext } from './lead-form-context.ts';
import type { LeadFormKind } from './lead-form-kind.ts';
import {
  getPartsEnquiryFields,
  getServiceBookingFields,
  SERVICE_BOOKING_SUBCATEGORY,
} from './service-forms.ts';
import { getTestDriveFields } from './test-drive-form.ts';
import { getTradeInFields, getTradeInSteps } from './trade-in-form.ts';

/** A form as the browser renders it and the server checks it. */
export interface LeadFormDefinition {
  kind: LeadFormKind;
  /** Step titles; one for single-step forms. */
  steps: string[];
  submitLabel: string;
  fields: FormField[];
}

/** Values that come from the page (query string, platform data) rather than the shopper. */
export interface LeadFormPrefill {
  budget?: number | null;
  preferredDealership?: string | null;
  carType?: string | null;
  vin?: string | null;
  makes?: string[];
  /** A vehicle the link names (`?vehicle=` from a model page), e.g. 'Ford Ranger'. */
  vehicleOfInterest?: string | null;
  /** The part a parts search named (`/parts/search?q=`), e.g. 'Roof racks'. */
  partDescription?: string | null;
}

const submitLabels: Record<LeadFormKind, string> = {
  contact: 'Send Enquiry',
  'vehicle-enquiry': 'Send Enquiry',
  'find-similar': 'Find Me Something Similar',
  'request-photos': 'Request Photos',
  'test-drive': 'Book Test Drive',
  'finance-enquiry': 'Send Finance Enquiry',
  'trade-in': 'Get My Offer',
  'service-booking': 'Book Service',
  'parts-enquiry': 'Send Parts Enquiry',
  'offer-enquiry': 'Enquire Now',
  'careers-enquiry': 'Send Careers Enquiry',
  'fleet-enquiry': 'Send Fleet Enquiry',
  reservation: 'Reserve',
};

function baseFields(kind: LeadFormKind, context: LeadFormContext, prefill: LeadFormPrefill) {
  switch (kind) {
    case 'contact':
      return getContactFormFields(context, prefill.vehicleOfInterest ?? null);
    case 'vehicle-enquiry':
      return getVehicleEnquiryFields(context);
    case 'find-similar':
      return getFindSimilarFields(context);
    case 'request-photos':
      return getRequestPhotosFields(context);
    case 'test-drive':
      return getTestDriveFields(context, prefill.vehicleOfInterest ?? null);
    case 'finance-enquiry':
      return getFinanceEnquiryFields(context, {
        budget: prefill.budget ?? null,
        preferredDealership: prefill.preferredDealership ?? null,
        carType: prefill.carType ?? null,
        vin: prefill.vin ?? null,
      });
    case 'trade-in':
      return getTradeInFields(context, prefill.makes ?? []);
    case 'service-booking':
      return getServiceBookingFields(context);
    case 'parts-enquiry':
      return getPartsEnquiryFields(context, prefill.partDescription ?? null);
    case 'offer-enquiry':
      return getVehicleEnquiryFields(context);
    case 'careers-enquiry':
      return getCareersEnquiryFields(context);
    case 'fleet-enquiry':
      return getFleetEnquiryFields(context);
    case 'reservation':
      return getReservationFields(context);
  }
}

/**
 * Reserving a car (issue 15 §2): the contact fields and, when there is a deposit, the terms —
 * it is fully refundable and holds the car for the hold time (spec 1 §9). A car held without a
 * deposit has no deposit terms to agree to (issue 25 §2).
 */
function getReservationFields(context: LeadFormContext): FormField[] {
  const { depositCents, holdHours } = context.reservation ?? { depositCents: 1, holdHours: 48 };
  if (depositCents <= 0) return getContactFields();
  return [
    ...getContactFields(),
    defineField({
      name: 'terms_conditions',
      label: `I understand the deposit is 100% refundable and holds the ${context.vehicleNoun.singular.toLowerCase()} for me for ${holdHours} hours.`,
      type: 'checkbox',
      required: true,
    }),
  ];
}

/**
 * Money fields offer the site's preset amounts ('$5,000' … '$70,000', spec 2 §5) as their
 * options; a field given its own options keeps them. The shopper may still type any amount.
 */
function withMoneyPresets(fields: FormField[], presets: readonly number[]): FormField[] {
  const options = presets.map((dollars) => ({
    value: formatPrice(dollars),
    label: formatPrice(dollars),
  }));
  return fields.map((field) =>
    field.type === 'money' && field.options.length === 0 ? { ...field, options } : field,
  );
}

/** A site's form: the standard fields with the site's relabelled, hidden and added fields. */
export function getLeadForm(
  kind: LeadFormKind,
  context: LeadFormContext,
  prefill: LeadFormPrefill = {},
): LeadFormDefinition {
  const changes = context.config.fields[kind];
  const fields = withMoneyPresets(
    applyFieldChanges(baseFields(kind, context, prefill), changes.overrides, changes.extra),
    context.config.moneyPresets,
  );
  return {
    kind,
    steps: kind === 'trade-in' ? getTradeInSteps(context.vehicleNoun) : ['Your Details'],
    submitLabel: submitLabels[kind],
    fields,
  };
}

/** The form's schema (all steps): the same on the client before sending and on the server. */
export function getLeadFormSchema(form: LeadFormDefinition): z.ZodType<FormValues> {
  return buildFormSchema(form.fields);
}

/** The schema of one step of a multi-step form; each step validates before Next. */
export function getStepSchema(form: LeadFormDefinition, step: number): z.ZodType<FormValues> {
  return buildFormSchema(form.fields.filter((field) => field.step === step));
}

/** Category and subcategory a lead is filed under (spec 2 §3 Lead userData, §9 default). */
export function getLeadCategory(
  kind: LeadFormKind,
  values: FormValues,
  carType: string | null,
  defaultCategory: string,
): { category: string; subcategory: string | null } {
  const vehicleCategory = carType === 'used' ? 'Used Vehicle Enquiry' : 'New Vehicle Enquiry';
  switch (kind) {
    case 'contact':
      return {
        category: typeof values.category === 'string' ? values.category : defaultCategory,
        subcategory: null,
      };
    case 'vehicle-enquiry':
      return { category: vehicleCategory, subcategory: null };
    case 'find-similar':
      return { category: vehicleCategory, subcategory: FIND_SIMILAR_SUBCATEGORY };
    case 'request-photos':
      return { category: vehicleCategory, subcategory: REQUEST_PHOTOS_SUBCATEGORY };
    case 'test-drive':
      return {
        category: 'Test Drive',
        subcategory: values.test_drive_at ? 'Test Drive Booking' : null,
      };
    case 'finance-enquiry':
      return { category: 'Finance Enquiry', subcategory: null };
    case 'trade-in':
      return { category: 'Trade-In Valuation', subcategory: null };
    case 'service-booking':
      return { category: 'Service Enquiry', subcategory: SERVICE_BOOKING_SUBCATEGORY };
    case 'parts-enquiry':
      return { category: 'Parts Enquiry', subcategory: null };
    case 'offer-enquiry':
      return { category: 'Special Offer Enquiry', subcategory: null };
    case 'careers-enquiry':
      return { category: 'Careers Enquiry', subcategory: null };
    case 'fleet-enquiry':
      return { category: 'Fleet Enquiry', subcategory: null };
    case 'reservation':
      return { category: 'Reservation', subcategory: vehicleCategory };
  }
}
