import { defineField, type FormField } from './form-field.ts';
import type { FormLocation, LeadFormContext } from './lead-form-context.ts';

export const LOCATION_PLACEHOLDER = 'Please select a dealership location or department';

/**
 * Locations offered by the location select (spec 2 §5): the configured location types, and
 * those selling the car's make when any do; all locations when the type filter leaves none.
 */
export function getLocationChoices(context: LeadFormContext): FormLocation[] {
  const types = new Set(context.config.websiteLocationTypes);
  const byType = context.locations.filter(
    (location) => location.locationType !== null && types.has(location.locationType),
  );
  const pool = byType.length > 0 ? byType : context.locations;
  const make = context.car?.make.toLowerCase();
  if (!make) return pool;
  const byMake = pool.filter((location) =>
    location.manufacturers.some((candidate) => candidate.toLowerCase() === make),
  );
  return byMake.length > 0 ? byMake : pool;
}

/** Whether the enquiry forms ask for a location: always, or for new cars only, per config. */
export function isLocationSelectShown(context: LeadFormContext): boolean {
  const mode = context.config.websiteLocationSelect;
  return mode === 'always' || (mode === 'new-cars' && context.car?.carType === 'new');
}

/** The required location select; it picks the only option itself (spec 2 §5). */
export function getLocationField(context: LeadFormContext, step = 0): FormField {
  const choices = getLocationChoices(context);
  return defineField({
    name: 'location_id',
    label: 'Location',
    type: 'select',
    required: true,
    step,
    placeholder: LOCATION_PLACEHOLDER,
    options: choices.map((location) => ({ value: String(location.id), label: location.name })),
    defaultValue: choices.length === 1 && choices[0] ? String(choices[0].id) : null,
  });
}

/** Preferred dealership, required when the site shows more than one dealership (spec 2 §5). */
export function getPreferredDealershipField(
  context: LeadFormContext,
  defaultSlug: string | null = null,
): FormField | null {
  if (context.dealerships.length <= 1) return null;
  const known = context.dealerships.some((dealership) => dealership.slug === defaultSlug);
  return defineField({
    name: 'preferred_dealership',
    label: 'Preferred Dealership',
    type: 'select',
    required: true,
    placeholder: 'Please select a dealership',
    options: context.dealerships.map((dealership) => ({
      value: dealership.slug,
      label: dealership.name,
    })),
    defaultValue: known ? defaultSlug : null,
  });
}
