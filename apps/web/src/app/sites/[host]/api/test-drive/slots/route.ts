import type { TestDriveSlotsAnswer } from '@forecourt/core/leads';
import { listTestDriveSlots } from '@forecourt/core/leads';
import { listBookedTestDrives } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { getApiSite, json, jsonError, siteNotFound } from '@/server/http/json-route';
import { getMainLocation } from '@/server/leads/form-context';
import { getSlotSchedule } from '@/server/leads/test-drive-schedule';
import { getSiteCarById } from '@/server/site/site-cars';
import { getSiteLocations } from '@/server/site/site-locations';

const positiveInt = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * GET /api/test-drive/slots?car_id={id} or ?location_id={id} — free test-drive slots (spec 1
 * §7) at the car's location (else the site's main one), from its opening hours, holidays and
 * the drives already booked.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const query = new URL(request.url).searchParams;
  const carId = positiveInt(query.get('car_id'));
  const locationId = positiveInt(query.get('location_id'));
  if ((query.has('car_id') && !carId) || (query.has('location_id') && !locationId)) {
    return jsonError(400, 'car_id and location_id must be positive whole numbers');
  }
  const locations = await getSiteLocations(site);
  const car = carId ? await getSiteCarById(site, carId) : null;
  if (carId && !car) return jsonError(404, 'That vehicle is no longer listed on this site.');
  const location = locationId
    ? locations.find((candidate) => candidate.id === locationId)
    : (locations.find((candidate) => candidate.id === car?.locationId) ??
      getMainLocation(locations));
  if (!location) return jsonError(404, 'Unknown location');

  const now = new Date();
  const schedule = getSlotSchedule(site, location);
  const { db } = await getDatabase();
  const booked = await listBookedTestDrives(
    db,
    location.id,
    now,
    new Date(now.getTime() + (schedule.daysAhead + 1) * 86_400_000),
  );
  return json({
    location: { id: location.id, name: location.name },
    timeZone: schedule.timeZone,
    slotMinutes: schedule.slotMinutes,
    days: listTestDriveSlots(schedule, now, booked),
  } satisfies TestDriveSlotsAnswer);
}
