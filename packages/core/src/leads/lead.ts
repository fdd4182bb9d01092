import type { CarType } from '../car/car.ts';
import type { FormValues } from './form-schema.ts';
import type { LeadFormKind } from './lead-form-kind.ts';
import type { TradeInValuation } from './trade-in-offer.ts';

/** The car a lead is about, as it was when the lead arrived. Money in whole dollars. */
export interface LeadCarSnapshot {
  id: number;
  slug: string;
  url: string;
  stockNumber: string | null;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  colour: string | null;
  body: string | null;
  transmission: string | null;
  km: number;
  price: number;
  carType: CarType;
  status: string;
  dealershipSlug: string | null;
  manufacturerSlug: string;
}

/** The special offer a lead is about, as it was when the lead arrived (spec 2 §2 Offers). */
export interface LeadOfferSnapshot {
  id: number;
  name: string;
  category: string | null;
  make: string | null;
  model: string | null;
  /** The offer's page on the site. */
  url: string;
}

/** Where a lead came from (spec 2 §3 Lead userData). */
export interface LeadAttribution {
  url: string;
  source: 'Website';
  userAgent: string;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
}

/** The shopper's car on a trade-in lead. */
export interface LeadTradeIn {
  rego: string;
  regoState: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  km: number;
  adjustmentAnswers: Record<string, string>;
  underFinance: boolean;
  preferredContactMethod: string;
  valuation: TradeInValuation;
}

/** A stored lead, as deliveries and the leads CLI read it. */
export interface Lead {
  id: number;
  siteId: number;
  siteName: string;
  siteUrl: string;
  form: LeadFormKind;
  category: string;
  subcategory: string | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  optIn: boolean;
  values: FormValues;
  additionalServices: string[];
  car: LeadCarSnapshot | null;
  offer: LeadOfferSnapshot | null;
  dealership: { id: number; slug: string; name: string } | null;
  location: {
    id: number;
    slug: string;
    name: string;
    email: string | null;
    phone: string | null;
  } | null;
  testDriveAt: Date | null;
  /**
   * IANA zone its times are read in: its location's (its state's), else the site's main
   * location's (`getLocationTimeZone`), so a Queensland dealer reads Brisbane times.
   */
  timeZone: string;
  tradeIn: LeadTradeIn | null;
  offerAccepted: boolean;
  attribution: LeadAttribution;
  spam: boolean;
  spamReasons: string[];
}

/**
 * The lead in the spec's userData shape (spec 2 §3 Lead form defaults and userData), as the
 * webhook sends it: snake_case names, the car's prefilled fields, attribution and state.
 */
export function toLeadUserData(lead: Lead): Record<string, unknown> {
  const { car } = lead;
  return {
    lead_id: lead.id,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    created_at: lead.createdAt.toISOString(),
    name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    message: lead.message,
    opt_in: lead.optIn,
    additional_services: lead.additionalServices,
    fields: lead.values,
    dealership_slug: car?.dealershipSlug ?? lead.dealership?.slug ?? null,
    manufacturer_slug: car?.manufacturerSlug ?? null,
    stock_number: car?.stockNumber ?? null,
    'Vehicle Make': car?.make ?? null,
    'Vehicle Model': car?.model ?? null,
    car_type: car?.carType ?? null,
    car_id: car?.id ?? null,
    car_dealership_id: lead.dealership?.id ?? null,
    vehicle_status: car?.status ?? null,
    vehicle: car,
    offer: lead.offer,
    location: lead.location
      ? { id: lead.location.id, slug: lead.location.slug, name: lead.location.name }
      : null,
    test_drive_at: lead.testDriveAt?.toISOString() ?? null,
    trade_in: lead.tradeIn,
    url: lead.attribution.url,
    source: lead.attribution.source,
    user_agent: lead.attribution.userAgent,
    lead_attributes: {
      visited_pages: lead.attribution.visitedPages,
      linked_query_params: lead.attribution.linkedQueryParams,
    },
    form_completed: true,
    offer_accepted: lead.offerAccepted,
    website: { id: lead.siteId, name: lead.siteName, url: lead.siteUrl },
  };
}
