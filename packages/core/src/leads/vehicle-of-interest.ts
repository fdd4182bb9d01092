/** Longest vehicle name a link may prefill (model names are far shorter). */
const MAX_LENGTH = 80;

/**
 * The `?vehicle=` a model page's test-drive and enquiry links carry, e.g. 'Ford Ranger', as a
 * single line of plain text; anything empty or odd gives null, never an error.
 */
export function readVehicleOfInterest(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const text = raw
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text.slice(0, MAX_LENGTH).trim();
}

/** The enquiry comment a model page's Enquire link starts the shopper with. */
export function getVehicleEnquiryMessage(vehicle: string): string {
  return `I would like to know more about the ${vehicle}.`;
}
