import { z } from 'zod';

/** The lead forms of a site. */
export const leadFormKinds = [
  'contact',
  'vehicle-enquiry',
  'find-similar',
  'request-photos',
  'test-drive',
  'finance-enquiry',
  'trade-in',
  'service-booking',
  'parts-enquiry',
  'offer-enquiry',
  'careers-enquiry',
  'fleet-enquiry',
  'reservation',
] as const;
export const leadFormKindSchema = z.enum(leadFormKinds);
export type LeadFormKind = z.infer<typeof leadFormKindSchema>;

/**
 * Analytics event per form (spec 2 §7: 14/15/17/48 for enquiries and test drives, default
 * form 22). Which of the four belongs to which form is not shown; this is our reading.
 */
export const LEAD_ANALYTICS_EVENTS: Record<LeadFormKind, number> = {
  contact: 22,
  'vehicle-enquiry': 14,
  'test-drive': 15,
  'finance-enquiry': 17,
  'find-similar': 48,
  'request-photos': 48,
  'trade-in': 22,
  'service-booking': 22,
  'parts-enquiry': 22,
  // An enquiry about a special offer is an enquiry (14); 18 is the trade-in offer being accepted.
  'offer-enquiry': 14,
  // Spec 2 §7: a careers enquiry fires 51.
  'careers-enquiry': 51,
  'fleet-enquiry': 22,
  // Not shown in the spec: a reservation is a purchase intent, counted with enquiries (14).
  reservation: 14,
};

/** Spec 2 §7: accepting a trade-in offer fires event 18. */
export const OFFER_ACCEPTED_EVENT = 18;
