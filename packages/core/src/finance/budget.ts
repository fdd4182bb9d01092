/** Body types the budget finder shows with images (spec 2 §9). */
export const budgetBodyTypes = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export type BudgetBodyType = (typeof budgetBodyTypes)[number];

/** The body image for a stock body name: 'People Mover' → peopleMover; 'Truck' → lightTruck (or ute). */
export function toBudgetBodyType(
  body: string,
  truckBody: 'lightTruck' | 'ute',
): BudgetBodyType | null {
  const key = body
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ''));
  if (key === 'truck') return truckBody;
  return (
    ((budgetBodyTypes as readonly string[]).find(
      (type) => type.toLowerCase() === key.toLowerCase(),
    ) as BudgetBodyType | undefined) ?? null
  );
}

/** Repayment and deposit amounts: clamped to 0–1,000,000; anything not a number is 0 (spec 2 §5). */
export function clampBudgetAmount(value: unknown): number {
  const number =
    typeof value === 'number' ? value : Number(String(value ?? '').replace(/[$,\s]/g, ''));
  if (!Number.isFinite(number)) return 0;
  return Math.min(1_000_000, Math.max(0, number));
}

/** Budget = repayment × (12 monthly or 52 weekly) × years + deposit, whole dollars (spec 2 §9). */
export function calculateBudget(
  repayment: number,
  frequency: 'week' | 'month',
  deposit: number,
  termYears = 5,
): number {
  const perYear = frequency === 'week' ? 52 : 12;
  return Math.round(
    clampBudgetAmount(repayment) * perYear * termYears + clampBudgetAmount(deposit),
  );
}

/** Body choices for the selector: most cars first, then by name, the first `limit` (4 by default). */
export function pickBudgetBodies<T extends { value: string; count: number }>(
  items: T[],
  limit: number,
): T[] {
  return [...items]
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** The budget finder counts cars priced above $1,000 only (spec 2 §7). */
export const BUDGET_FINDER_MIN_PRICE = 1001;

/**
 * The price range the budget finder searches, in whole dollars: the chosen range capped by the
 * budget. Null when the budget is below the range's lowest price: nothing can match, and the
 * search would reject a minimum above its maximum.
 */
export function getBudgetPriceRange(
  range: { min: number; max: number },
  budget: number,
): { min: number; max: number } | null {
  const min = Math.max(BUDGET_FINDER_MIN_PRICE, range.min);
  const max = Math.min(range.max, budget);
  return min <= max ? { min, max } : null;
}

/** A type's name, one and many ('Naked Bike', 'Naked Bikes'). */
export interface TypeNoun {
  singular: string;
  plural: string;
}

/** The button and note of spec 2 §2/§4/§8: '{n} {type}s Found', or disabled with 'No {type}s found for this budget'. */
export function describeBudgetResult(
  count: number,
  budget: number,
  cheapest: number | null,
  noun: TypeNoun,
): { label: string; disabled: boolean; note: string | null } {
  if (cheapest === null || budget < cheapest || count === 0) {
    return {
      label: `0 ${noun.plural} Found`,
      disabled: true,
      note: `No ${noun.plural} found for this budget`,
    };
  }
  return {
    label: `${count} ${count === 1 ? noun.singular : noun.plural} Found`,
    disabled: false,
    note: null,
  };
}

export const BUDGET_DISCLAIMER =
  'This budget is indicative only: it multiplies your repayment over five years and adds your deposit. It ignores interest, fees and balloon payments, and is not an offer of finance.';
