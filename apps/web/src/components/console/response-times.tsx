import { formatDuration } from '@forecourt/core/staff';
import type { ResponseTimes as Times } from '@forecourt/db';

/**
 * How fast leads get a first answer (issue 28 §5): the dealership's median over 30 days, each
 * salesperson's, and how many new leads wait now. The figure vendors never show.
 */
export function ResponseTimes({ times }: { times: Times }) {
  return (
    <section
      aria-labelledby="response-times"
      className="mt-4 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="response-times" className="font-semibold">
        Time to first response, last 30 days
      </h2>
      <p className="mt-1">
        Dealership median:{' '}
        <strong>
          {times.dealership.medianMs === null
            ? 'no responses yet'
            : formatDuration(times.dealership.medianMs)}
        </strong>{' '}
        over {times.dealership.leads} {times.dealership.leads === 1 ? 'lead' : 'leads'} ·{' '}
        <strong>{times.waiting}</strong> new {times.waiting === 1 ? 'lead waits' : 'leads wait'} for
        a first response
      </p>
      {times.byStaff.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {times.byStaff.map((person) => (
            <li key={person.id}>
              {person.name}: <strong>{formatDuration(person.medianMs)}</strong> ({person.leads})
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
