import type { Car } from '@forecourt/core/car';
import {
  describeJourneyFinance,
  describeJourneyForDealer,
  describeJourneyHandover,
  describeReservationForDealer,
  readJourneyProgress,
} from '@forecourt/core/checkout';
import { formatCents } from '@forecourt/core/format';
import { getLeadCategory, resolveDeliveryTargets } from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import { getLocationTimeZone } from '@forecourt/core/location';
import {
  addLeadDeliveries,
  type Db,
  getPurchaseJourneyForReservation,
  getReservationCar,
  getSiteCar,
  listLocationsForDealerships,
  type Reservation,
  setReservationLead,
  storeLead,
} from '@forecourt/db';
import { getMainLocation } from '../leads/form-context.ts';
import { toCarSnapshot } from '../leads/lead-snapshot.ts';
import type { Site } from '../site.ts';
import { quoteJourney } from './purchase-journey.ts';

export interface ReservationLeadDeps {
  db: Db;
  site: Site;
  /** The site's visible locations (lead routing falls back to the car's location's email). */
  locations: Location[];
  /** 'https://harbour-ford.com.au': links in the emails. */
  origin: string;
  now: Date;
}

export interface AnnounceDeps {
  db: Db;
  /** The reservation's site (a webhook may arrive on another site's host). */
  getSite: (siteId: number) => Promise<Site | null>;
  now: Date;
}

/**
 * Tells the dealer and the shopper about a reservation a payment just held, and links the lead.
 * The car is the one reserved even when the site no longer lists it (a feed took it off while
 * the shopper paid): the dealer has the deposit and must hear of it; failing here would only
 * have the payment provider retry, in vain, for days.
 */
export async function announceReservationHold(
  deps: AnnounceDeps,
  reservation: Reservation,
): Promise<void> {
  const { db, now } = deps;
  const site = await deps.getSite(reservation.siteId);
  if (!site) throw new Error(`No site ${reservation.siteId} for reservation ${reservation.id}`);
  const car =
    (await getSiteCar(db, site.policy, reservation.carId, now)) ??
    (await getReservationCar(db, reservation));
  if (!car) throw new Error(`No car ${reservation.carId} for reservation ${reservation.id}`);
  const locations = await listLocationsForDealerships(db, site.dealershipIds);
  const leadId = await sendReservationLead(
    { db, site, locations, origin: reservation.origin, now },
    reservation,
    car,
  );
  await setReservationLead(db, reservation.id, leadId);
}

/**
 * Tells the dealer about a held reservation (issue 15 §2) through the lead outbox — email,
 * webhook and ADF like any lead, with the deposit and hold expiry, and the trade-in, finance
 * and delivery answers when it ended an online purchase journey — and sends the shopper a
 * confirmation with the link to see or cancel it. Safe to repeat (a webhook retried after a
 * crash): the lead's idempotency key is the reservation, and a job is never added twice.
 */
export async function sendReservationLead(
  deps: ReservationLeadDeps,
  reservation: Reservation,
  car: Car,
): Promise<number> {
  const { db, site, now } = deps;
  const location = deps.locations.find((candidate) => candidate.id === car.locationId) ?? null;
  const dealership = site.dealerships.find((candidate) => candidate.id === car.dealershipId);
  const journey = await getPurchaseJourneyForReservation(db, reservation.id);
  const quote = journey
    ? await quoteJourney(deps, car, readJourneyProgress(journey.progress))
    : null;
  const message = [
    describeReservationForDealer(reservation, getLocationTimeZone(location, deps.locations)),
    ...(quote ? describeJourneyForDealer(quote) : []),
  ].join('\n');
  const { category, subcategory } = getLeadCategory(
    'reservation',
    {},
    car.carType,
    site.config.forms.defaultCategory,
  );
  const carSnapshot = toCarSnapshot(car, site, deps.origin);
  const stored = await storeLead(db, {
    lead: {
      siteId: site.id,
      idempotencyKey: `reservation-${reservation.id}`,
      form: 'reservation',
      category,
      subcategory,
      dealershipId: dealership?.id ?? null,
      locationId: location?.id ?? null,
      carId: car.id,
      firstName: reservation.firstName,
      lastName: reservation.lastName,
      email: reservation.email,
      phone: reservation.phone,
      postcode: reservation.postcode,
      message,
      optIn: false,
      values: {
        deposit: formatCents(reservation.amountCents),
        hold_expires_at: reservation.holdExpiresAt?.toISOString() ?? null,
        reservation_id: reservation.id,
        ...(quote
          ? {
              journey_finance: describeJourneyFinance(quote.finance),
              journey_handover: describeJourneyHandover(quote.handover),
            }
          : {}),
      },
      additionalServices: [],
      car: carSnapshot,
      offer: null,
      tradeIn: quote?.tradeIn ?? null,
      testDriveAt: null,
      attribution: {
        url: carSnapshot.url,
        source: 'Website',
        userAgent: '',
        visitedPages: [],
        linkedQueryParams: {},
      },
      ipHash: null,
      spam: false,
      spamReasons: [],
      createdAt: now,
    },
    deliveries: resolveDeliveryTargets(site.config.forms.delivery, {
      form: 'reservation',
      dealershipSlug: dealership?.slug ?? null,
      locationSlug: location?.slug ?? null,
      hasVehicle: true,
      fallbackEmail: location?.email ?? getMainLocation(deps.locations)?.email ?? null,
    }),
    deliverSpam: false,
    captcha: null,
    booking: null,
  });
  if (stored.kind !== 'stored') throw new Error(`Reservation lead not stored: ${stored.kind}`);
  // The shopper's confirmation: the job's secret is their reservation page (see and cancel).
  await addLeadDeliveries(
    db,
    stored.leadId,
    'reservation-confirmation',
    [
      {
        channel: 'email',
        target: reservation.email,
        secret: `${deps.origin}/reservations/${reservation.token}`,
      },
    ],
    now,
  );
  return stored.leadId;
}
