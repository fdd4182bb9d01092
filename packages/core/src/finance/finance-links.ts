import { type Car, type CarType, carTypeSchema } from '../car/car.ts';

export interface FinanceLinkParams {
  preferredDealership?: string | null;
  vehiclePriceBudget?: number | null;
  /** The car, or what a finance link said of one (each part may be unknown). */
  car?: { id: number | null; carType: CarType | null; vin: string | null } | null;
}

/**
 * A finance route with the query the finance forms read (spec 2 §2): preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin, and the finance-form anchor.
 */
export function buildFinanceHref(route: string, params: FinanceLinkParams): string {
  const query = new URLSearchParams();
  if (params.preferredDealership) query.set('preferredDealership', params.preferredDealership);
  if (params.vehiclePriceBudget && params.vehiclePriceBudget > 0)
    query.set('vehiclePriceBudget', String(Math.round(params.vehiclePriceBudget)));
  if (params.car) {
    if (params.car.id !== null) query.set('car_id', String(params.car.id));
    if (params.car.carType) query.set('car_type', params.car.carType);
    if (params.car.vin) query.set('vin', params.car.vin);
  }
  const search = query.toString();
  return `${route}${search ? `?${search}` : ''}#finance-form`;
}

/** Where finance links go: the enquiry route when enabled, else /finance (spec 2 §2). */
export function getFinanceEnquiryRoute(routes: {
  finance: string;
  enquiry: string | null;
}): string {
  return routes.enquiry ?? routes.finance;
}

/** The finance query read back: each value when well-formed, else null (never an error). */
export interface FinanceLinkQuery {
  preferredDealership: string | null;
  /** Whole dollars. */
  vehiclePriceBudget: number | null;
  carId: number | null;
  carType: CarType | null;
  vin: string | null;
}

// ISO 3779: 17 characters, digits and capitals without I, O and Q.
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The query a finance link carries (spec 2 §2), as buildFinanceHref writes it. A budget reads
 * '35000', '$35,000' or '35000.50' (rounded); a VIN is upper-cased.
 */
export function readFinanceLinkQuery(query: URLSearchParams): FinanceLinkQuery {
  const text = (name: string) => query.get(name)?.trim() || null;
  const dollars = Number((text('vehiclePriceBudget') ?? '').replace(/[$,\s]/g, ''));
  const carId = text('car_id');
  const carType = carTypeSchema.safeParse(text('car_type')?.toLowerCase());
  const vin = text('vin')?.toUpperCase() ?? '';
  return {
    preferredDealership: text('preferredDealership'),
    vehiclePriceBudget:
      Number.isFinite(dollars) && dollars > 0 && dollars <= 10_000_000 ? Math.round(dollars) : null,
    carId: carId && /^\d{1,9}$/.test(carId) ? Number(carId) : null,
    carType: carType.success ? carType.data : null,
    vin: VIN_PATTERN.test(vin) ? vin : null,
  };
}

/**
 * The car a finance page passes on to its links (spec 2 §2): the site's own record of the car
 * when the link names one of its cars, else the link's own well-formed car_id, car_type and vin.
 */
export function getLinkedCar(
  linked: FinanceLinkQuery,
  car: Pick<Car, 'id' | 'carType' | 'vin'> | null,
): FinanceLinkParams['car'] {
  if (car) return { id: car.id, carType: car.carType, vin: car.vin };
  if (linked.carId === null && linked.carType === null && linked.vin === null) return null;
  return { id: linked.carId, carType: linked.carType, vin: linked.vin };
}
