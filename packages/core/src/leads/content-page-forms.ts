import { getContactFields } from './contact-fields.ts';
import { commentsField, optInField } from './enquiry-forms.ts';
import { defineField, type FormField } from './form-field.ts';
import type { LeadFormContext } from './lead-form-context.ts';

/** The careers enquiry under /careers: who is asking, for which kind of role, and why. */
export function getCareersEnquiryFields(context: LeadFormContext): FormField[] {
  return [
    ...getContactFields(),
    defineField({
      name: 'role',
      label: 'Role of Interest',
      type: 'text',
      required: true,
      placeholder: 'e.g. Service technician',
    }),
    defineField({
      name: 'message',
      label: 'About You',
      type: 'textarea',
      required: true,
      placeholder: 'Your experience and what you are looking for',
    }),
    optInField(context),
  ];
}

/** The fleet enquiry under /fleet: the business and what it needs. */
export function getFleetEnquiryFields(context: LeadFormContext): FormField[] {
  return [
    ...getContactFields(),
    defineField({ name: 'company', label: 'Company Name', type: 'text', required: true }),
    defineField({
      name: 'fleet_size',
      label: 'Vehicles Needed',
      type: 'text',
      placeholder: context.config.fleetPlaceholder,
    }),
    commentsField(context),
    optInField(context),
  ];
}
