const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An email address as one mailbox: lower case, without a '+tag', and for Gmail without dots
 * (which Gmail ignores), so 'Jo.Citizen+1@Gmail.com' and 'jocitizen@gmail.com' are one
 * contact when limits count per contact.
 */
export function normaliseContactEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  local = local.replace(/\+.*$/, '');
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
