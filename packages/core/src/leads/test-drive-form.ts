import { getContactFields } from './contact-fields.ts';
import { defineField, type FormField } from './form-field.ts';
import type { LeadFormContext } from './lead-form-context.ts';
import { getLocationField } from './location-choice.ts';

export const TEST_DRIVE_DATE_LABEL = 'Test Drive Booking Date';

/**
 * Test drive (spec 1 §3, §5): the core fields plus an optional message and an optional
 * 'Test Drive Booking Date' chosen from real slots. Without a car the shopper names the
 * vehicle and, when there is a choice, the location.
 */
export function getTestDriveFields(
  context: LeadFormContext,
  vehicleOfInterest: string | null = null,
): FormField[] {
  const withoutCar = context.car
    ? []
    : [
        defineField({
          name: 'vehicle_of_interest',
          label: 'Vehicle of Interest',
          type: 'text',
          required: true,
          placeholder: context.config.vehicleOfInterestPlaceholder,
          defaultValue: vehicleOfInterest,
        }),
        getLocationField(context),
      ];
  return [
    ...getContactFields(),
    ...withoutCar,
    defineField({ name: 'test_drive_at', label: TEST_DRIVE_DATE_LABEL, type: 'datetime' }),
    defineField({ name: 'message', label: 'Message', type: 'textarea' }),
    defineField({
      name: 'opt_in',
      label: context.config.optInLabel,
      type: 'checkbox',
      defaultValue: true,
    }),
  ];
}
