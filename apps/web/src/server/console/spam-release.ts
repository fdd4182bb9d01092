import 'server-only';
import { resolveDeliveryTargets } from '@forecourt/core/leads';
import { STAFF_SIGN_IN_MESSAGES } from '@forecourt/core/staff';
import {
  type Db,
  findInboxLeadId,
  getLeadRow,
  listLocationsForDealerships,
  releaseHeldLead,
} from '@forecourt/db';
import { getMainLocation } from '../leads/form-context.ts';
import type { Site } from '../site.ts';
import { auditActor, type ConsoleContext, getInboxScope } from './console-context.ts';

export type ReleaseAnswer = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Releases a lead from spam review (issue 28 §5): it goes to the dealer by the site's routes
 * now, exactly as a genuine lead would have when it arrived.
 */
export async function releaseSpamLead(
  db: Db,
  context: ConsoleContext,
  leadId: number,
  getSite: (siteId: number) => Promise<Site | null>,
): Promise<ReleaseAnswer> {
  const scope = getInboxScope(context);
  const notFound = { ok: false, status: 404, message: STAFF_SIGN_IN_MESSAGES.notFound } as const;
  if (!scope || !(await findInboxLeadId(db, scope, leadId))) return notFound;
  const lead = await getLeadRow(db, leadId);
  const site = lead ? await getSite(lead.siteId) : null;
  if (!lead || !site) return notFound;
  if (!lead.spam || lead.releasedAt) {
    return { ok: false, status: 409, message: 'This lead is not held as spam.' };
  }
  const locations = await listLocationsForDealerships(db, site.dealershipIds);
  const location = locations.find((candidate) => candidate.id === lead.locationId) ?? null;
  const targets = resolveDeliveryTargets(site.config.forms.delivery, {
    form: lead.form,
    dealershipSlug: site.dealerships.find((d) => d.id === lead.dealershipId)?.slug ?? null,
    locationSlug: location?.slug ?? null,
    hasVehicle: lead.carId !== null || lead.tradeIn !== null,
    fallbackEmail: location?.email ?? getMainLocation(locations)?.email ?? null,
  });
  const released = await releaseHeldLead(
    db,
    leadId,
    targets,
    { ...auditActor(context), action: 'lead.release' },
    new Date(),
  );
  return released
    ? { ok: true }
    : { ok: false, status: 409, message: 'This lead is not held as spam.' };
}
