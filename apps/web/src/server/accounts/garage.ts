import 'server-only';
import {
  getShopperAlertSettings,
  getShopperDetails,
  listSavedSearches,
  listShopperEnquiries,
  listShopperReservations,
  type SavedSearch,
  type ShopperDetails,
  type ShopperEnquiry,
  type ShopperReservation,
  type ShopperSession,
} from '@forecourt/db';
import { getDatabase } from '../database.ts';
import type { Site } from '../site.ts';

export interface GarageData {
  /** +61 and nine digits: the number the shopper signed in with. */
  phone: string;
  /** Spec 2 §3's stored details, filled from the shopper's own enquiries; they prefill forms. */
  details: ShopperDetails | null;
  enquiries: ShopperEnquiry[];
  savedSearches: SavedSearch[];
  /** Cars the shopper reserved here (where the site takes reservations). */
  reservations: ShopperReservation[];
  /** Whether the shopper's daily alert digest goes by email and by SMS. */
  alerts: { email: boolean; sms: boolean };
}

/** What My Garage shows besides the watchlist: the shopper's details and past enquiries here. */
export async function getGarageData(site: Site, session: ShopperSession): Promise<GarageData> {
  const { db } = await getDatabase();
  const [details, enquiries, savedSearches, alerts, reservations] = await Promise.all([
    getShopperDetails(db, site.id, session.userId),
    listShopperEnquiries(db, site.id, session.phone),
    listSavedSearches(db, site.id, session.userId),
    getShopperAlertSettings(db, site.id, session.userId),
    site.config.features.checkout.enabled
      ? listShopperReservations(db, site.id, session)
      : Promise.resolve([]),
  ]);
  return {
    phone: session.phone,
    details,
    enquiries,
    savedSearches,
    reservations,
    alerts: { email: alerts?.emailAlerts ?? true, sms: alerts?.smsAlerts ?? true },
  };
}
