import type { Location } from '@forecourt/core/location';
import { listDepartmentHours, listUpcomingSpecialHours } from '@forecourt/core/location';
import { PhoneLink } from '@/components/ui/phone-link';
import { DepartmentTabs } from './department-tabs.tsx';
import { HolidayHoursDialog } from './holiday-hours-dialog.tsx';
import { OpeningHoursTable } from './opening-hours-table.tsx';
import { SpecialHoursList } from './special-hours-list.tsx';

/**
 * A location page's opening hours: a department selector when it has several (sales, service,
 * parts), today's row marked, and the holiday-hours dialog (special hours from today on).
 * `department` is the ?department= the shopper chose, if any.
 */
export function LocationHours({
  location,
  todayWeekday,
  now,
  department,
}: {
  location: Location;
  todayWeekday: number;
  now: Date;
  department: string | null;
}) {
  const departments = listDepartmentHours(location);
  const upcoming = listUpcomingSpecialHours(location.specialHours, location.address.state, now);
  const table = (entry: (typeof departments)[number]) => (
    <>
      <OpeningHoursTable
        hours={entry.openingHours}
        todayWeekday={todayWeekday}
        caption={`${entry.name} hours`}
      />
      {entry.phone ? (
        <p className="mt-3">
          {entry.name}: <PhoneLink phone={entry.phone} />
        </p>
      ) : null}
    </>
  );
  const chosen = departments.find((entry) => entry.id === department) ?? departments[0];
  return (
    <section aria-labelledby="opening-hours-heading" id="opening-hours" className="scroll-mt-24">
      <h2 id="opening-hours-heading" className="mb-4 font-bold text-2xl">
        Opening hours
      </h2>
      {departments.length > 1 ? (
        <DepartmentTabs
          label="Department"
          initial={chosen?.id ?? 'sales'}
          panels={departments.map((entry) => ({
            id: entry.id,
            label: entry.name,
            content: table(entry),
          }))}
        />
      ) : chosen ? (
        table(chosen)
      ) : null}
      <div className="mt-4">
        <HolidayHoursDialog
          title="Holiday hours"
          description={`Public holidays and other changes to the hours of ${location.name}.`}
        >
          <SpecialHoursList entries={upcoming} />
        </HolidayHoursDialog>
        <noscript>
          <h3 className="mt-4 font-semibold text-lg">Holiday hours</h3>
          <SpecialHoursList entries={upcoming} />
        </noscript>
      </div>
    </section>
  );
}
