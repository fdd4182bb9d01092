export type CaptchaOutcome =
  | 'disabled'
  | 'verified'
  | 'missing'
  | 'invalid'
  | 'expired'
  | 'replayed';

export interface SpamEvidence {
  /** Value of the hidden honeypot field: people leave it empty. */
  honeypot: string;
  /** When the form was shown (from the signed form token); null when the token is bad. */
  formShownAt: Date | null;
  captcha: CaptchaOutcome;
}

/**
 * Why a submission looks automated; empty when it does not. Suspected spam is stored and
 * flagged, never dropped, so a person misjudged here still reaches the dealer's records.
 */
export function getSpamReasons(
  evidence: SpamEvidence,
  now: Date,
  limits: { minFillSeconds: number; maxTokenAgeHours: number },
): string[] {
  const reasons: string[] = [];
  if (evidence.honeypot.trim() !== '') reasons.push('honeypot-filled');
  if (!evidence.formShownAt) {
    reasons.push('form-token-invalid');
  } else {
    const seconds = (now.getTime() - evidence.formShownAt.getTime()) / 1000;
    if (seconds < limits.minFillSeconds) reasons.push('filled-too-fast');
    if (seconds > limits.maxTokenAgeHours * 3600) reasons.push('form-token-expired');
  }
  if (evidence.captcha !== 'disabled' && evidence.captcha !== 'verified') {
    reasons.push(`captcha-${evidence.captcha}`);
  }
  return reasons;
}
