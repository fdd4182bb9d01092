import type { CarType } from '../car/car.ts';
import type { TypeNoun } from '../finance/budget.ts';
import type { LocationType } from '../location/location.ts';
import type { FormsConfig } from './forms-config.ts';
import type { ServiceFormContext } from './service-forms.ts';

export interface FormLocation {
  id: number;
  name: string;
  slug: string;
  dealershipId: number;
  locationType: LocationType | null;
  manufacturers: string[];
}

/** The car a lead is about, as the forms need it. */
export interface FormCar {
  id: number;
  make: string;
  model: string;
  carType: CarType;
  dealershipId: number;
  locationId: number | null;
}

/** What a form's fields depend on: the site's config, dealerships and locations, and the car. */
export interface LeadFormContext {
  config: FormsConfig;
  /** What the site calls its stock ('Car', 'Motorcycle'): the words of its labels. */
  vehicleNoun: TypeNoun;
  dealerships: { id: number; slug: string; name: string }[];
  locations: FormLocation[];
  car: FormCar | null;
  /** For year choices on the trade-in form. */
  now: Date;
  /** Service options, departments and open days, for the service booking form. */
  service?: ServiceFormContext;
  /** Reserving the car: its deposit (0: held without one) and how long it is held. */
  reservation?: { depositCents: number; holdHours: number };
}
