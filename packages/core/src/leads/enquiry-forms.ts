import { getContactFields } from './contact-fields.ts';
import { defineField, type FormField } from './form-field.ts';
import type { LeadFormContext } from './lead-form-context.ts';
import {
  getLocationField,
  getPreferredDealershipField,
  isLocationSelectShown,
} from './location-choice.ts';
import { getVehicleEnquiryMessage } from './vehicle-of-interest.ts';

/** Spec 2 §4: the out-of-stock enquiry's message and subcategory. */
export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';
export const REQUEST_PHOTOS_MESSAGE = 'Please send me more photos of this vehicle.';
export const REQUEST_PHOTOS_SUBCATEGORY = 'Request photos';

export function commentsField(
  context: LeadFormContext,
  defaultValue: string | null = null,
): FormField {
  return defineField({
    name: 'message',
    label: 'Comments',
    type: 'textarea',
    required: context.config.commentsRequired,
    defaultValue,
  });
}

export function optInField(context: LeadFormContext): FormField {
  return defineField({
    name: 'opt_in',
    label: context.config.optInLabel,
    type: 'checkbox',
    defaultValue: true,
  });
}

/**
 * General enquiry (/contact, spec 2 §5 Forms): category (default 'General Enquiry'), contact
 * fields, optional Rego, location and preferred dealership where they apply, Comments, opt-in.
 */
export function getContactFormFields(
  context: LeadFormContext,
  vehicleOfInterest: string | null = null,
): FormField[] {
  const { config } = context;
  const categories = config.enquiryCategories.includes(config.defaultCategory)
    ? config.enquiryCategories
    : [config.defaultCategory, ...config.enquiryCategories];
  const dealership = getPreferredDealershipField(context);
  return [
    defineField({
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      options: categories.map((category) => ({ value: category, label: category })),
      defaultValue: config.defaultCategory,
    }),
    ...getContactFields(),
    defineField({ name: 'rego', label: 'Rego', type: 'text' }),
    ...(isLocationSelectShown(context) ? [getLocationField(context)] : []),
    ...(dealership ? [dealership] : []),
    commentsField(context, vehicleOfInterest ? getVehicleEnquiryMessage(vehicleOfInterest) : null),
    optInField(context),
  ];
}

/** Vehicle enquiry (spec 1 §2 enquiry dialog): the car comes from the page, not the form. */
export function getVehicleEnquiryFields(context: LeadFormContext): FormField[] {
  return [
    ...getContactFields(),
    ...(isLocationSelectShown(context) ? [getLocationField(context)] : []),
    commentsField(context),
    optInField(context),
  ];
}

/** 'Find Me Something Similar' for a car no longer in stock (spec 2 §4). */
export function getFindSimilarFields(context: LeadFormContext): FormField[] {
  return [...getContactFields(), commentsField(context, FIND_SIMILAR_MESSAGE), optInField(context)];
}

/** Request photos (spec 1 §2 request-photos dialog). */
export function getRequestPhotosFields(context: LeadFormContext): FormField[] {
  return [
    ...getContactFields(),
    { ...commentsField(context, REQUEST_PHOTOS_MESSAGE), required: false },
    optInField(context),
  ];
}

/**
 * Finance enquiry (/finance-enquiry, spec 2 §2): contact fields, the budget (from the
 * vehiclePriceBudget query), preferred dealership (from preferredDealership), Comments, and
 * the car_type and vin of the link as hidden fields.
 */
export function getFinanceEnquiryFields(
  context: LeadFormContext,
  prefill: {
    budget: number | null;
    preferredDealership: string | null;
    carType: string | null;
    vin: string | null;
  },
): FormField[] {
  const dealership = getPreferredDealershipField(context, prefill.preferredDealership);
  return [
    ...getContactFields(),
    defineField({
      name: 'vehiclePriceBudget',
      label: 'Vehicle Price Budget',
      type: 'money',
      required: true,
      defaultValue: prefill.budget ? String(prefill.budget) : null,
    }),
    ...(dealership ? [dealership] : []),
    { ...commentsField(context), required: false },
    optInField(context),
    defineField({
      name: 'car_type',
      label: 'Car type',
      type: 'hidden',
      defaultValue: prefill.carType,
    }),
    defineField({ name: 'vin', label: 'VIN', type: 'hidden', defaultValue: prefill.vin }),
  ];
}
