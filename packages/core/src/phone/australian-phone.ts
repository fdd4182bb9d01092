import { toLocalDigits } from './phone.ts';

/**
 * Whether a shopper's number is a dialable Australian mobile (04…) or landline (02, 03, 07,
 * 08), written with or without +61, spaces, dashes, dots or brackets.
 */
export function isAustralianPhone(input: string): boolean {
  if (!/^[\d\s()+.-]+$/.test(input.trim())) return false;
  const local = toLocalDigits(input);
  return /^0[2378]\d{8}$/.test(local) || /^04\d{8}$/.test(local);
}

/** A valid Australian number in its stored form, '+61' and nine digits. */
export function toE164Phone(input: string): string {
  return `+61${toLocalDigits(input).slice(1)}`;
}
