import 'server-only';
import { type Car, getCarName } from '@forecourt/core/car';
import type { LeadFormKind } from '@forecourt/core/leads';
import { getLeadForm, type LeadFormDefinition } from '@forecourt/core/leads';
import { cache } from 'react';
import { getSiteCarById } from '../site/site-cars.ts';
import { getSiteLocations } from '../site/site-locations.ts';
import type { Site } from '../site.ts';
import { buildFormContext } from './form-context.ts';
import { getTradeInMakes } from './trade-in-makes.ts';

/** What a lead form's client component needs, worked out on the server from the site's config. */
export interface LeadFormPageData {
  form: LeadFormDefinition;
  car: { id: number; name: string; slug: string } | null;
  captchaEnabled: boolean;
  termsNote: string | null;
  prefill: {
    preferredDealership: string | null;
    budget: number | null;
    carType?: string | null;
    vin?: string | null;
    vehicleOfInterest?: string | null;
    partDescription?: string | null;
  };
}

export async function getLeadFormData(
  site: Site,
  kind: LeadFormKind,
  options: { car?: Car | null; prefill?: LeadFormPageData['prefill'] } = {},
): Promise<LeadFormPageData> {
  const car = options.car ?? null;
  const prefill = options.prefill ?? { preferredDealership: null, budget: null };
  const [locations, makes] = await Promise.all([
    getSiteLocations(site),
    kind === 'trade-in' ? getTradeInMakes(site) : Promise.resolve([]),
  ]);
  const context = buildFormContext(site, locations, car, new Date());
  return {
    form: getLeadForm(kind, context, { ...prefill, makes }),
    car: car ? { id: car.id, name: getCarName(car), slug: car.slug } : null,
    captchaEnabled: site.config.forms.captcha.enabled,
    termsNote: site.config.forms.termsNote,
    prefill,
  };
}

/**
 * A car's lead form, worked out once per request: a car page shows each of its dialogs twice (the
 * sidebar and the phone's bar), and one object is also sent to the browser once, not twice.
 */
export const getCarLeadFormData = cache(
  (site: Site, kind: LeadFormKind, car: Car): Promise<LeadFormPageData> =>
    getLeadFormData(site, kind, { car }),
);

/** The car named by a `car_id` query value, when it is one of the site's cars. */
export async function getQueryCar(
  site: Site,
  value: string | string[] | undefined,
): Promise<Car | null> {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return getSiteCarById(site, Number(raw));
}
