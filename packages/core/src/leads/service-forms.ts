import type { ServiceDay } from '../service/service-booking.ts';
import { getContactFields } from './contact-fields.ts';
import { CHECK_OPTION_MARKER, defineField, type FormField } from './form-field.ts';
import type { LeadFormContext } from './lead-form-context.ts';

export const SERVICE_BOOKING_SUBCATEGORY = 'Service Booking';
export const PREFERRED_DATE_LABEL = 'Preferred Date';

/** What the service booking form offers: the site's service options, locations and open days. */
export interface ServiceFormContext {
  /** Labels of the services the shopper can tick (service.options). */
  options: string[];
  /** The service departments, primary first. */
  locations: { id: number; name: string }[];
  /** Days at least one of them is open, in date order. */
  days: ServiceDay[];
}

function optInField(context: LeadFormContext): FormField {
  return defineField({
    name: 'opt_in',
    label: context.config.optInLabel,
    type: 'checkbox',
    defaultValue: true,
  });
}

/** Field name of the n-th service option: it carries the check-option marker (spec 2 §5). */
export const serviceOptionName = (index: number) => `service-${CHECK_OPTION_MARKER}-${index + 1}`;

/**
 * Service booking (/service, spec 2 §2): contact fields, the service location when there are
 * several, Rego, odometer, a preferred date from the department's open days, the services
 * wanted as check-option checkboxes (gathered into additional_services), Comments, opt-in.
 */
export function getServiceBookingFields(context: LeadFormContext): FormField[] {
  const service = context.service ?? { options: [], locations: [], days: [] };
  const locationField =
    service.locations.length > 1
      ? [
          defineField({
            name: 'location_id',
            label: 'Service Location',
            type: 'select',
            required: true,
            placeholder: 'Please select a service location',
            options: service.locations.map((location) => ({
              value: String(location.id),
              label: location.name,
            })),
          }),
        ]
      : [];
  const dateField =
    service.days.length > 0
      ? [
          defineField({
            name: 'preferred_date',
            label: PREFERRED_DATE_LABEL,
            type: 'select',
            required: true,
            placeholder: 'Please select a day',
            options: service.days.map((day) => ({ value: day.date, label: day.label })),
          }),
        ]
      : [];
  return [
    ...getContactFields(),
    ...locationField,
    defineField({ name: 'rego', label: 'Rego', type: 'text', required: true }),
    defineField({ name: 'odometer', label: 'Odometer', type: 'kms', placeholder: 'e.g. 45,000' }),
    ...dateField,
    ...service.options.map((option, index) =>
      defineField({ name: serviceOptionName(index), label: option, type: 'checkbox' }),
    ),
    defineField({ name: 'message', label: 'Comments', type: 'textarea' }),
    optInField(context),
  ];
}

/** Parts enquiry (/vehicle-parts-and-accessories): what part, the car's VIN or rego if known. */
export function getPartsEnquiryFields(
  context: LeadFormContext,
  partDescription: string | null = null,
): FormField[] {
  return [
    ...getContactFields(),
    defineField({
      name: 'message',
      label: 'Part Description',
      type: 'textarea',
      required: true,
      placeholder: context.config.partsPlaceholder,
      defaultValue: partDescription,
    }),
    defineField({ name: 'vin_or_rego', label: 'VIN or Rego', type: 'text' }),
    optInField(context),
  ];
}
