import type { Car } from '../car/car.ts';

export interface FinanceLinkParams {
  preferredDealership?: string | null;
  vehiclePriceBudget?: number | null;
  car?: Pick<Car, 'id' | 'carType' | 'vin'> | null;
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
    query.set('car_id', String(params.car.id));
    query.set('car_type', params.car.carType);
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
