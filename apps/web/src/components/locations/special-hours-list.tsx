import type { SpecialHours } from '@forecourt/core/location';
import { formatHolidayDate, formatHours } from '@forecourt/core/location';

/** Holidays and changed hours, soonest first (closed days and changed hours alike). */
export function SpecialHoursList({ entries }: { entries: SpecialHours[] }) {
  if (entries.length === 0) return <p>No holiday or special hours are coming up.</p>;
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">Holiday and special hours</caption>
      <thead>
        <tr className="border-line border-b text-left text-muted text-sm">
          <th scope="col" className="py-2 pr-3 font-medium">
            Date
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Occasion
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Hours
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.date} className="border-line border-b last:border-b-0">
            <td className="py-2 pr-3 whitespace-nowrap">
              <time dateTime={entry.date}>{formatHolidayDate(entry.date)}</time>
            </td>
            <td className="py-2 pr-3">{entry.name}</td>
            <td className="py-2 text-right">{formatHours(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
