import { randomBytes } from 'node:crypto';
import type { Car } from '@forecourt/core/car';
import type {
  LeadAnswer,
  LeadFormContext,
  LeadFormKind,
  LeadOfferSnapshot,
  TradeInValuation,
} from '@forecourt/core/leads';
import {
  type FormValues,
  gatherAdditionalServices,
  getLeadCategory,
  getLeadForm,
  getLeadFormSchema,
  getSpamReasons,
  LEAD_MESSAGES,
  type LeadFormDefinition,
  type LeadSubmission,
  leadSubmissionSchema,
  normaliseContactEmail,
  resolveDeliveryTargets,
  toFieldErrors,
  withFieldDefaults,
} from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import { toE164Phone } from '@forecourt/core/phone';
import { listServiceLocations } from '@forecourt/core/service';
import {
  type Db,
  fillBlankShopperDetails,
  findLeadByIdempotencyKey,
  type ShopperSession,
  SlotTakenError,
  storeLead,
  type TestDriveBookingInput,
} from '@forecourt/db';
import type { z } from 'zod';
import { getClientNetwork, getRateLimitCounters, getRateLimitWait } from '../http/rate-limit.ts';
import { getLogger } from '../logger.ts';
import { LruMap } from '../lru-map.ts';
import { getAppMetrics } from '../metrics/app-metrics.ts';
import type { Site } from '../site.ts';
import { checkCaptcha } from './captcha.ts';
import { buildFormContext, getMainLocation, isServiceDayOf } from './form-context.ts';
import { hashIp, readFormToken } from './form-token.ts';
import { cleanAttribution, toCarSnapshot } from './lead-snapshot.ts';
import { checkTestDriveSlot } from './test-drive-schedule.ts';
import { buildTradeIn } from './trade-in-valuation.ts';

export interface SubmitDeps {
  db: Db;
  site: Site;
  /** The site's visible locations. */
  locations: Location[];
  loadCar: (carId: number) => Promise<Car | null>;
  /** The offer as the lead keeps it, when the site shows it now; null otherwise. */
  loadOffer: (offerId: number) => Promise<LeadOfferSnapshot | null>;
  tradeInMakes: string[];
  secret: string;
  now: Date;
  ip: string;
  userAgent: string;
  /** 'https://harbour-ford.com.au' — for links in deliveries. */
  origin: string;
  /** The signed-in shopper sending it, whose blank stored details the lead fills. */
  shopper?: ShopperSession | null;
}

export interface SubmitResult {
  status: number;
  body: LeadAnswer;
  headers?: Record<string, string>;
}

const fail = (
  status: number,
  message: string,
  extra: Pick<LeadAnswer, 'fieldErrors' | 'code'> = {},
): SubmitResult => ({
  status,
  body: { ok: false, message, ...extra },
});

/**
 * Handle one lead submission (POST /api/leads): check, store with its deliveries in one
 * transaction, and answer only after the commit. Bad input gets a 4xx with the reason;
 * suspected spam is stored and flagged; a repeated idempotency key answers with the first lead.
 */
export async function submitLead(deps: SubmitDeps, raw: unknown): Promise<SubmitResult> {
  const result = await decideLead(deps, raw);
  const refusal = refusalReasons[result.status];
  if (refusal) getAppMetrics().leadsRefused.inc({ reason: refusal });
  return result;
}

/** The metrics' names of the refusals submitLead answers with. */
const refusalReasons: Partial<Record<number, string>> = {
  400: 'invalid',
  404: 'unknown_subject',
  409: 'conflict',
  429: 'rate_limited',
};

async function decideLead(deps: SubmitDeps, raw: unknown): Promise<SubmitResult> {
  const parsed = leadSubmissionSchema.safeParse(raw);
  if (!parsed.success) return fail(400, LEAD_MESSAGES.badRequest);
  const submission = parsed.data;
  const { db, site, now } = deps;

  const ipHash = hashIp(deps.secret, deps.ip);
  const clientHash = hashIp(deps.secret, getClientNetwork(deps.ip));
  const counters = getRateLimitCounters(site, clientHash, now);

  const car = submission.carId ? await deps.loadCar(submission.carId) : null;
  if (submission.carId && !car) return fail(404, LEAD_MESSAGES.carUnknown);
  // An offer enquiry is about one offer this site shows now; other forms carry none.
  if ((submission.form === 'offer-enquiry') !== (submission.offerId !== null)) {
    return fail(400, LEAD_MESSAGES.badRequest);
  }
  const offer = submission.offerId ? await deps.loadOffer(submission.offerId) : null;
  if (submission.offerId && !offer) return fail(404, LEAD_MESSAGES.offerUnknown);

  const { form, schema } = getCachedForm(deps, submission, car);
  const checked = schema.safeParse(withFieldDefaults(form.fields, submission.values));
  if (!checked.success) {
    return fail(400, LEAD_MESSAGES.summaryHeading, {
      fieldErrors: toFieldErrors(checked.error, form.fields),
    });
  }
  const values = checked.data;

  const location =
    pickLocation(deps.locations, values.location_id, car) ??
    pickDepartment(deps.locations, submission.form);
  if (submission.form === 'service-booking' && typeof values.preferred_date === 'string') {
    const open =
      location && isServiceDayOf(site, location, deps.locations, values.preferred_date, now);
    if (!open) {
      return fail(400, LEAD_MESSAGES.summaryHeading, {
        fieldErrors: { preferred_date: LEAD_MESSAGES.serviceDayClosed },
      });
    }
  }
  const driveLocation = location ?? getMainLocation(deps.locations);
  const testDriveAt =
    typeof values.test_drive_at === 'string' ? new Date(values.test_drive_at) : null;
  if (testDriveAt) {
    const slotError = checkTestDriveSlot(site, driveLocation, testDriveAt, now);
    if (slotError)
      return fail(400, LEAD_MESSAGES.summaryHeading, { fieldErrors: { test_drive_at: slotError } });
  }

  const tradeIn = submission.form === 'trade-in' ? await buildTradeIn(db, site, values, now) : null;
  const spamReasons = await findSpamReasons(deps, submission, now);
  const captcha = spamReasons.captcha;
  const dealership = pickDealership(site, values.preferred_dealership, car, location);
  const { category, subcategory } = getLeadCategory(
    submission.form,
    values,
    car?.carType ?? null,
    site.config.forms.defaultCategory,
  );
  const deliveries = resolveDeliveryTargets(site.config.forms.delivery, {
    form: submission.form,
    dealershipSlug: dealership?.slug ?? null,
    locationSlug: location?.slug ?? null,
    hasVehicle: car !== null || tradeIn !== null,
    fallbackEmail: location?.email ?? getMainLocation(deps.locations)?.email ?? null,
  });

  try {
    const stored = await storeLead(db, {
      lead: {
        siteId: site.id,
        idempotencyKey: submission.idempotencyKey,
        form: submission.form,
        category,
        subcategory,
        dealershipId: dealership?.id ?? null,
        locationId: location?.id ?? null,
        carId: car?.id ?? null,
        firstName: String(values.name ?? ''),
        lastName: String(values.last_name ?? ''),
        email: typeof values.email === 'string' ? values.email.toLowerCase() : null,
        phone: typeof values.phone === 'string' ? toE164Phone(values.phone) : null,
        postcode: typeof values.postcode === 'string' ? values.postcode : null,
        message: typeof values.message === 'string' ? values.message : null,
        optIn: values.opt_in === true,
        values,
        additionalServices: gatherAdditionalServices(form.fields, values),
        car: car ? toCarSnapshot(car, site, deps.origin) : null,
        offer,
        tradeIn,
        testDriveAt,
        attribution: cleanAttribution(submission.attribution, deps.userAgent),
        ipHash,
        spam: spamReasons.reasons.length > 0,
        spamReasons: spamReasons.reasons,
        createdAt: now,
      },
      deliveries,
      deliverSpam: site.config.forms.delivery.deliverSpam,
      captcha,
      booking:
        testDriveAt && driveLocation
          ? planBooking(deps, driveLocation.id, testDriveAt, values, clientHash)
          : null,
      rateLimits: counters,
    });
    if (stored.kind === 'booking-limited') {
      return fail(409, LEAD_MESSAGES.bookingLimit, {
        code: 'booking-limit',
        fieldErrors: { test_drive_at: LEAD_MESSAGES.bookingLimit },
      });
    }
    if (stored.kind === 'limited') {
      const wait = getRateLimitWait(counters, stored.keys, now);
      return { ...fail(429, LEAD_MESSAGES.rateLimited), headers: { 'retry-after': String(wait) } };
    }
    if (!stored.created) {
      // A retry: answer as the first time, with the valuation stored then.
      const earlier = await findLeadByIdempotencyKey(db, site.id, submission.idempotencyKey);
      return accepted(stored.leadId, earlier?.tradeIn?.valuation ?? null, 200);
    }
    const phone = typeof values.phone === 'string' ? toE164Phone(values.phone) : null;
    // Details sent from the shopper's own verified number are theirs to keep for next time.
    if (deps.shopper && !spamReasons.reasons.length && (!phone || phone === deps.shopper.phone)) {
      // The lead is stored: failing to remember details must not make the shopper send it again.
      await fillBlankShopperDetails(db, site.id, deps.shopper.userId, {
        firstName: textValue(values.name),
        lastName: textValue(values.last_name),
        email: typeof values.email === 'string' ? values.email.toLowerCase() || null : null,
        postcode: textValue(values.postcode),
      }).catch((error: unknown) =>
        getLogger().warn({ err: error, siteId: site.id }, 'shopper details not remembered'),
      );
    }
    return accepted(stored.leadId, tradeIn?.valuation ?? null, 201);
  } catch (error) {
    if (error instanceof SlotTakenError) {
      return fail(409, LEAD_MESSAGES.slotTaken, {
        code: 'slot-taken',
        fieldErrors: { test_drive_at: LEAD_MESSAGES.slotTaken },
      });
    }
    throw error;
  }
}

type CachedForm = {
  form: LeadFormDefinition;
  schema: z.ZodType<FormValues>;
  context: LeadFormContext;
};
const formCache = new WeakMap<object, LruMap<string, CachedForm>>();

/**
 * The form and its schema for this site, form kind and car. Building a zod schema costs about
 * a millisecond, so they are kept per site config (a new config, a new cache), the 200 most
 * recently used of each. The key holds nothing the request chooses: the page's prefill only
 * changes fields' defaults, never what the schema accepts, so a prefilled form is built again
 * (cheap) around the cached schema.
 */
function getCachedForm(deps: SubmitDeps, submission: LeadSubmission, car: Car | null): CachedForm {
  let perConfig = formCache.get(deps.site.config);
  if (!perConfig) {
    perConfig = new LruMap(200);
    formCache.set(deps.site.config, perConfig);
  }
  const key = JSON.stringify([
    submission.form,
    car && [car.make, car.model, car.carType, car.dealershipId, car.locationId],
    deps.locations.length,
    deps.tradeInMakes.length,
    // Hourly: the service form's preferred dates move on with the days.
    deps.now.toISOString().slice(0, 13),
  ]);
  let cached = perConfig.get(key);
  if (!cached) {
    const context = buildFormContext(deps.site, deps.locations, car, deps.now);
    const form = getLeadForm(submission.form, context, { makes: deps.tradeInMakes });
    cached = { form, schema: getLeadFormSchema(form), context };
    perConfig.set(key, cached);
  }
  const { budget, preferredDealership } = submission.prefill;
  if (budget === null && preferredDealership === null) return cached;
  const form = getLeadForm(submission.form, cached.context, {
    budget,
    preferredDealership,
    makes: deps.tradeInMakes,
  });
  return { ...cached, form };
}

/**
 * The booking to store with a test-drive lead. With an email to confirm by, it holds its slot
 * for forms.testDrive.holdMinutes until the shopper follows the emailed link; the site's
 * per-contact and per-client limits count it while it holds.
 */
function planBooking(
  deps: SubmitDeps,
  locationId: number,
  startsAt: Date,
  values: FormValues,
  clientHash: string,
): TestDriveBookingInput {
  const { holdMinutes, maxBookingsPerContact, maxBookingsPerClient } =
    deps.site.config.forms.testDrive;
  const email = typeof values.email === 'string' && values.email ? values.email : null;
  const hold = holdMinutes > 0 && email !== null;
  const confirmToken = hold ? randomBytes(24).toString('base64url') : null;
  return {
    locationId,
    startsAt,
    holdUntil: hold ? new Date(deps.now.getTime() + holdMinutes * 60_000) : null,
    confirmToken,
    confirmUrl: confirmToken
      ? `${deps.origin}/book-test-drive/confirm?token=${confirmToken}`
      : null,
    email: email && normaliseContactEmail(email),
    phone: typeof values.phone === 'string' ? toE164Phone(values.phone) : null,
    client: clientHash,
    limits: { perContact: maxBookingsPerContact, perClient: maxBookingsPerClient },
  };
}

const textValue = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function accepted(leadId: number, valuation: TradeInValuation | null, status = 200): SubmitResult {
  return { status, body: { ok: true, leadId, valuation } };
}

async function findSpamReasons(deps: SubmitDeps, submission: LeadSubmission, now: Date) {
  const config = deps.site.config.forms;
  const captcha = config.captcha.enabled
    ? await checkCaptcha(deps.secret, deps.site.id, submission.antiSpam.altcha, now)
    : null;
  const reasons = getSpamReasons(
    {
      honeypot: submission.antiSpam.honeypot,
      formShownAt: readFormToken(deps.secret, deps.site.id, submission.antiSpam.formToken),
      captcha: captcha ? captcha.outcome : 'disabled',
    },
    now,
    config.spam,
  );
  return { reasons, captcha: captcha?.spend ?? null };
}

function pickLocation(locations: Location[], chosen: unknown, car: Car | null): Location | null {
  const id = typeof chosen === 'string' ? Number(chosen) : null;
  return (
    locations.find((location) => location.id === id) ??
    locations.find((location) => location.id === car?.locationId) ??
    null
  );
}

/** The department a service booking or parts enquiry goes to when the shopper chose none. */
function pickDepartment(locations: Location[], form: LeadFormKind): Location | null {
  if (form === 'service-booking') return listServiceLocations(locations)[0] ?? null;
  if (form === 'parts-enquiry') {
    return locations.find((location) => location.locationType === 'parts') ?? null;
  }
  return null;
}

function pickDealership(
  site: Site,
  preferred: unknown,
  car: Car | null,
  location: Location | null,
) {
  const list = site.dealerships;
  return (
    list.find((dealership) => dealership.id === car?.dealershipId) ??
    list.find((dealership) => dealership.slug === preferred) ??
    list.find((dealership) => dealership.id === location?.dealershipId) ??
    (list.length === 1 ? list[0] : null) ??
    null
  );
}
