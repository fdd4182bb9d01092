import type { AccountAnswer, AlertChannel } from '@forecourt/core/accounts';
import { readShopperDetailsForm, SIGN_IN_MESSAGES } from '@forecourt/core/accounts';
import { LEAD_MESSAGES } from '@forecourt/core/leads';
import { type Db, type ShopperSession, saveShopperDetails } from '@forecourt/db';

export const DETAILS_MESSAGES = {
  saved: 'Your details are saved.',
} as const;

export interface DetailsAnswer {
  status: 200 | 400 | 401;
  body: AccountAnswer & { message: string };
}

/**
 * Saves the shopper's details and alert switches from My Garage (issue 14 §5): the session
 * decides whose they are; the lead forms' rules decide what is valid.
 */
export async function changeShopperDetails(
  db: Db,
  site: { id: number; alertChannels: readonly AlertChannel[] },
  session: ShopperSession | null,
  body: unknown,
): Promise<DetailsAnswer> {
  if (!session) return { status: 401, body: { ok: false, message: SIGN_IN_MESSAGES.signedOut } };
  const reading = readShopperDetailsForm(body, site.alertChannels);
  if (!reading.ok) {
    return {
      status: 400,
      body: { ok: false, message: LEAD_MESSAGES.summaryHeading, errors: reading.errors },
    };
  }
  const { details, alerts } = reading.value;
  if (!(await saveShopperDetails(db, site.id, session.userId, details, alerts))) {
    return { status: 401, body: { ok: false, message: SIGN_IN_MESSAGES.signedOut } };
  }
  return { status: 200, body: { ok: true, message: DETAILS_MESSAGES.saved } };
}
