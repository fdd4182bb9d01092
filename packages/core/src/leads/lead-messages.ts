/** Texts the spec gives exactly (spec 2 §5, §8), and ours where it gives none. */
export const LEAD_MESSAGES = {
  summaryHeading: 'Please fix the following errors:',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '*You must agree to the terms of use before submitting.',
  unexpected: 'An unexpected error occured',
  formFailed: 'An error occurred when submitting this form',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian mobile or landline number.',
  slotTaken: 'Sorry, that time has just been booked. Please pick another time.',
  slotInvalid: 'That time is no longer available. Please pick another time.',
  bookingLimit:
    'You already have test drives booked with us. Please confirm or keep one of those, or give us a call to change them.',
  rateLimited:
    'We have received a lot of enquiries from your connection. Please wait a few minutes and try again, or give us a call.',
  carUnknown: 'That vehicle is no longer listed on this site.',
  offerUnknown: 'That offer is no longer available on this site.',
  badRequest: 'The form could not be read. Please reload the page and try again.',
  unsupportedCharacters: 'Please remove unsupported characters.',
  serviceDayClosed: 'The service location you chose is closed that day. Please pick another day.',
} as const;

const plainLabel = (label: string) => label.replace(/\s*\*$/, '');

/** '{label} is required.' for fields without a message of their own. */
export function requiredMessage(label: string): string {
  return `${plainLabel(label)} is required.`;
}

/** A field holding NUL, control characters or broken Unicode: 'Please remove unsupported characters from {label}.' */
export function unsupportedCharactersMessage(label: string): string {
  return `Please remove unsupported characters from ${plainLabel(label)}.`;
}
