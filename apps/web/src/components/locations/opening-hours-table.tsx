import type { OpeningHour } from '@forecourt/core/location';
import { groupOpeningHours } from '@forecourt/core/location';
import { cn } from '@/lib/cn';

/**
 * A week of opening hours (spec 2 §2: Mon-Fri grouped when identical), today's row marked with
 * aria-current and a visible 'Today'. `todayWeekday` is the location's local weekday.
 */
export function OpeningHoursTable({
  hours,
  todayWeekday,
  caption,
  compact = false,
}: {
  hours: OpeningHour[];
  todayWeekday: number;
  caption: string;
  compact?: boolean;
}) {
  const rows = groupOpeningHours(hours);
  return (
    <table className={cn('w-full border-collapse', compact ? 'text-sm' : 'text-base')}>
      <caption className={compact ? 'sr-only' : 'mb-2 text-left font-semibold'}>{caption}</caption>
      <tbody>
        {rows.map((row) => {
          const today = row.weekdays.includes(todayWeekday);
          return (
            <tr
              key={row.label}
              aria-current={today ? 'date' : undefined}
              data-today={today ? '' : undefined}
              className={cn(
                'border-line border-b last:border-b-0',
                today && 'bg-subtle font-semibold',
              )}
            >
              <th
                scope="row"
                className={cn('text-left font-medium', compact ? 'py-1 pr-3' : 'py-2 pr-4')}
              >
                <abbr title={row.longLabel} className="no-underline">
                  {row.label}
                </abbr>
                {today ? (
                  <span
                    className={cn('text-primary text-xs uppercase', compact ? 'block' : 'ml-2')}
                  >
                    Today
                  </span>
                ) : null}
              </th>
              <td
                className={cn('whitespace-nowrap text-right align-top', compact ? 'py-1' : 'py-2')}
              >
                {row.hours}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
