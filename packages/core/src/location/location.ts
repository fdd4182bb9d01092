import { z } from 'zod';

export const locationTypes = ['sales', 'service', 'parts', 'car-buying'] as const;
export const locationTypeSchema = z.enum(locationTypes);
export type LocationType = z.infer<typeof locationTypeSchema>;

/** Opening hours for one weekday (0 = Sunday, spec 2 §3). Times are 'HH:mm', local to the location. */
export const openingHourSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
});
export type OpeningHour = z.infer<typeof openingHourSchema>;

/** A one-off change to the hours, such as a public holiday. */
export const specialHoursSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  name: z.string(),
  status: z.enum(['Open', 'Closed']),
  open: z.string().nullable(),
  close: z.string().nullable(),
});
export type SpecialHours = z.infer<typeof specialHoursSchema>;

/**
 * Another department at the same address (a showroom's service desk, its parts counter): its
 * own phone and hours, shown through the department selector on the location page.
 */
export const departmentSchema = z.object({
  type: locationTypeSchema,
  name: z.string(),
  phone: z.string().nullable(),
  openingHours: z.array(openingHourSchema),
});
export type Department = z.infer<typeof departmentSchema>;

export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string().regex(/^\d{4}$/),
  lat: z.number(),
  lng: z.number(),
  placeUrl: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  dealershipId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  locationType: locationTypeSchema.nullable(),
  locationSubtype: z.string().nullable(),
  primary: z.boolean(),
  visible: z.boolean(),
  manufacturers: z.array(z.string()),
  dealerLicenceNumber: z.string().nullable(),
  motorVehicleRepairerNumber: z.string().nullable(),
  address: addressSchema,
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  landlinePhone: z.string().nullable(),
  email: z.string().nullable(),
  openingHours: z.array(openingHourSchema),
  specialHours: z.array(specialHoursSchema),
  /** Departments besides the location's own type (its hours are `openingHours`). */
  departments: z.array(departmentSchema),
  imageUrl: z.string().nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Postcodes or regions this location delivers to. */
  distributionLocations: z.array(z.string()),
});
export type Location = z.infer<typeof locationSchema>;
