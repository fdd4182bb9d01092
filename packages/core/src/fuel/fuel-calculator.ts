import { COMPARISON_BASIS_TEXT } from '../finance/comparison-rate.ts';

/** Defaults of spec 2 §9: $1.70 a litre, 250 km a week; 10 L/100 km when a car's economy is unknown. */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 } as const;

/**
 * A number typed by a shopper: '$', ',' and 'kms' are stripped (spec 2 §5). Null when what is
 * left is not a non-negative number.
 */
export function parseFuelInput(text: string): number | null {
  const cleaned = text.replace(/\$|,|kms/gi, '').trim();
  if (cleaned === '' || !/^\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

export interface FuelCost {
  weeklyCents: number;
  monthlyCents: number;
  yearlyCents: number;
}

/** Running cost in whole cents: km × (L/100 km ÷ 100) × $/L, per week, month (52/12 weeks) and year. */
export function calculateFuelCost(input: {
  kmPerWeek: number;
  litresPer100Km: number;
  pricePerLitre: number;
}): FuelCost {
  const weeklyCents = Math.round(
    ((input.kmPerWeek * input.litresPer100Km) / 100) * input.pricePerLitre * 100,
  );
  return {
    weeklyCents,
    monthlyCents: Math.round((weeklyCents * 52) / 12),
    yearlyCents: weeklyCents * 52,
  };
}

/** Bodies that are towed, not driven: they burn no fuel of their own. */
const TOWED_BODY = /caravan|camper trailer|trailer|pop[- ]?top|motorhome-trailer/i;

/**
 * The calculator is hidden for electric cars (spec 2 §5) and for towed vehicles (caravans,
 * camper trailers), which have no fuel economy of their own.
 */
export function isFuelCalculatorShown(car: {
  simpleFuel: string | null;
  fuel: string | null;
  itemType?: string | null;
  body?: string | null;
}): boolean {
  if (car.itemType === 'caravan' || TOWED_BODY.test(car.body ?? '')) return false;
  return !/electric/i.test(car.simpleFuel ?? '') && !/^electric/i.test(car.fuel ?? '');
}

/**
 * The fuel calculator's disclaimer: the site's text, then the comparison-rate basis (a secured
 * loan of $30,000 over 5 years) that spec 1 §9 gives it as it gives the finance disclaimers.
 */
export function describeFuelDisclaimer(siteText: string): string {
  const text = siteText.trim();
  if (text.includes(COMPARISON_BASIS_TEXT)) return text;
  return text ? `${text} ${COMPARISON_BASIS_TEXT}` : COMPARISON_BASIS_TEXT;
}
