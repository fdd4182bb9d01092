/** What shoppers are told when reserving (ours: the spec gives none). */
export const RESERVATION_MESSAGES = {
  taken: 'Sorry, this car was just reserved by someone else. Here are some similar cars.',
  unavailable: 'This car cannot be reserved online. Please call or send us an enquiry.',
  paymentFailed:
    'We could not start the payment just now, and nothing was charged. Please try again in a moment.',
  cancelled: 'Your reservation is cancelled. Any deposit you paid is being refunded.',
  notCancellable: 'This reservation has already ended.',
  cancelFailed: 'Cancelling did not work just now. Please try again, or give us a call.',
  unknown: 'We could not find that reservation.',
  tooMany:
    'You already have cars reserved with us. Please cancel one of those first, or give us a call.',
  journeyUnfinished: 'Please finish the earlier steps first.',
  /** When the reservation could not be stored, or no answer came. */
  failed: 'Your reservation could not be made just now. Please try again.',
  /** When a journey step could not be stored, or no answer came. */
  stepFailed: 'Your answers could not be saved just now. Please try again.',
  journeysTooMany:
    'Too many purchases have been started from your network today. Please sign in to carry on, or try again tomorrow.',
} as const;
