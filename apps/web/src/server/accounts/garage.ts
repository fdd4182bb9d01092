import 'server-only';
import { listShopperEnquiries, type ShopperEnquiry, type ShopperSession } from '@forecourt/db';
import { getDatabase } from '../database.ts';
import type { Site } from '../site.ts';

export interface GarageData {
  /** +61 and nine digits: the number the shopper signed in with. */
  phone: string;
  enquiries: ShopperEnquiry[];
}

/** What My Garage shows besides the watchlist: the shopper's details and past enquiries here. */
export async function getGarageData(site: Site, session: ShopperSession): Promise<GarageData> {
  const { db } = await getDatabase();
  return {
    phone: session.phone,
    enquiries: await listShopperEnquiries(db, site.id, session.phone),
  };
}
