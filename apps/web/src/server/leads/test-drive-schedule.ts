import { isOfferedSlot, LEAD_MESSAGES, type SlotSchedule } from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import { timeZoneForState } from '@forecourt/core/location';
import type { Site } from '../site.ts';

/** A location's test-drive schedule: its hours and holidays, with the site's slot settings. */
export function getSlotSchedule(site: Site, location: Location): SlotSchedule {
  const { leadTimeMinutes, slotMinutes, daysAhead } = site.config.forms.testDrive;
  return {
    openingHours: location.openingHours,
    specialHours: location.specialHours,
    timeZone: timeZoneForState(location.address.state),
    leadTimeMinutes,
    slotMinutes,
    daysAhead,
  };
}

/** Why a chosen test-drive time cannot be booked, or null when it is one of the slots. */
export function checkTestDriveSlot(
  site: Site,
  location: Location | null,
  startsAt: Date,
  now: Date,
): string | null {
  if (!location) return LEAD_MESSAGES.slotInvalid;
  return isOfferedSlot(getSlotSchedule(site, location), now, startsAt)
    ? null
    : LEAD_MESSAGES.slotInvalid;
}
