import type { CarType } from '../car/car.ts';
import type { PhoneConfig } from './phone-config.ts';

/** Digits only, with a leading +61 turned into 0 (spec 2 §5). */
export function toLocalDigits(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+61') ? `0${digits.slice(3)}` : digits.replace(/\+/g, '');
}

/**
 * A phone number for display: +61 becomes 0 and ten-digit numbers are grouped 2-4-4
 * ('07 3123 4567'). 1300/1800 numbers keep their customary 4-3-3 and 13 numbers 2-2-2.
 */
export function formatPhone(phone: string): string {
  const local = toLocalDigits(phone);
  if (/^1[38]00\d{6}$/.test(local))
    return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
  if (/^13\d{4}$/.test(local)) return `${local.slice(0, 2)} ${local.slice(2, 4)} ${local.slice(4)}`;
  if (/^\d{10}$/.test(local)) return `${local.slice(0, 2)} ${local.slice(2, 6)} ${local.slice(6)}`;
  return local;
}

/** The tel: link target, in international form where the number is Australian. */
export function toTelHref(phone: string): string {
  const local = toLocalDigits(phone);
  return /^0\d{9}$/.test(local) ? `tel:+61${local.slice(1)}` : `tel:${local}`;
}

/** The first `visible` characters, then asterisks (spec 1 §4 call panel). */
export function maskPhone(displayed: string, visible: number): string {
  return displayed.slice(0, visible) + displayed.slice(visible).replace(/\d/g, '*');
}

export interface PhoneSources {
  config: Pick<PhoneConfig, 'override' | 'newCars' | 'usedCars' | 'demoCars'>;
  dealership: { newCarsPhone: string | null; usedCarsPhone: string | null } | null;
  location: { phone: string | null } | null;
}

/**
 * Spec 2 §5: override; then by car type (new, used, demo falling back to new); then the
 * dealership's new or used number; then the location phone. Null when none is known.
 */
export function choosePhone(carType: CarType | null, sources: PhoneSources): string | null {
  const { config, dealership, location } = sources;
  const byType =
    carType === 'used'
      ? config.usedCars
      : carType === 'demo'
        ? (config.demoCars ?? config.newCars)
        : config.newCars;
  const dealershipNumber =
    carType === 'used'
      ? (dealership?.usedCarsPhone ?? dealership?.newCarsPhone)
      : (dealership?.newCarsPhone ?? dealership?.usedCarsPhone);
  return config.override ?? byType ?? dealershipNumber ?? location?.phone ?? null;
}
