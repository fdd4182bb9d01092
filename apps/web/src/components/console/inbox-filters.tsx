import { leadFormKinds } from '@forecourt/core/leads';
import {
  type InboxQuery,
  leadKindLabels,
  leadStatuses,
  leadStatusLabels,
} from '@forecourt/core/staff';
import Link from 'next/link';
import { Button, buttonVariants } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { FilterField } from './filter-field.tsx';

const labelClass = 'font-medium text-sm';

/**
 * The inbox's filters: a plain GET form, so every filtered view has an address to share or
 * bookmark, and it works before any script runs.
 */
export function InboxFilters({
  query,
  staff,
}: {
  query: InboxQuery;
  staff: { id: number; name: string }[];
  timeZone: string;
}) {
  const assignee = query.assignee === undefined ? '' : String(query.assignee);
  return (
    <form
      method="get"
      action="/leads"
      aria-label="Filter leads"
      className="mt-4 grid grid-cols-1 gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {query.spam ? <input type="hidden" name="spam" value="1" /> : null}
      <div className="sm:col-span-2">
        <label htmlFor="inbox-q" className={labelClass}>
          Search name, email, phone or message
        </label>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="inbox-kind" className={labelClass}>
          Kind
        </label>
        <select id="inbox-kind" name="kind" defaultValue={query.kind ?? ''} className={inputClass}>
          <option value="">All kinds</option>
          {leadFormKinds.map((kind) => (
            <option key={kind} value={kind}>
              {leadKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-status" className={labelClass}>
          Status
        </label>
        <select
          id="inbox-status"
          name="status"
          defaultValue={query.status ?? ''}
          className={inputClass}
        >
          <option value="">Any status</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-assignee" className={labelClass}>
          Assigned to
        </label>
        <select id="inbox-assignee" name="assignee" defaultValue={assignee} className={inputClass}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="unassigned">Nobody yet</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <FilterField
        id="inbox-from"
        label="Received from"
        name="from"
        type="date"
        defaultValue={query.from ?? ''}
      />
      <FilterField
        id="inbox-to"
        label="Received to"
        name="to"
        type="date"
        defaultValue={query.to ?? ''}
      />
      <FilterField
        id="inbox-car"
        label="Car (stock number, make or model)"
        name="car"
        type="text"
        defaultValue={query.car ?? ''}
      />
      <FilterField
        id="inbox-source"
        label="Sent from page"
        name="source"
        type="text"
        defaultValue={query.source ?? ''}
        placeholder="/cars/"
      />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Show leads</Button>
        <Link
          href={query.spam ? '/leads?spam=1' : '/leads'}
          className={buttonVariants({ variant: 'link' })}
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}
