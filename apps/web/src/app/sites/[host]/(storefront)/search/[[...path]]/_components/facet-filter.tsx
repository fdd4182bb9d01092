import { toSafeId } from '@forecourt/core/format';
import type { SearchFilter } from '@forecourt/core/search';
import type { FacetItem } from '@forecourt/search';
import { SyncedCheckbox, SyncedRadioGroup, SyncedSelect } from './synced-controls.tsx';

interface FacetFilterProps {
  filter: SearchFilter;
  items: FacetItem[];
  selected: string[];
}

/**
 * One facet (spec 1 §2 filter controls) as checkboxes (values OR'ed), a native select, or a
 * custom dropdown (a disclosure listing the choices), the last two with an 'All' option. Inputs
 * carry the URL's own names, so the form works without JavaScript too.
 */
export function FacetFilter({ filter, items, selected }: FacetFilterProps) {
  const name = `refinementList[${filter.facet}][]`;
  const shown = filter.limit === null ? items : limitItems(items, selected, filter.limit);
  if (shown.length === 0) return null;
  const id = `filter-${filter.facet}`;

  if (filter.kind === 'select') {
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block font-semibold">
          {filter.label}
        </label>
        <SyncedSelect
          id={id}
          name={name}
          value={selected[0] ?? ''}
          className="min-h-11 w-full rounded-brand border border-line bg-surface px-2"
        >
          <option value="">All</option>
          {shown.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label} ({item.count})
            </option>
          ))}
        </SyncedSelect>
      </div>
    );
  }

  if (filter.kind === 'dropdown') {
    const chosen = items.find((item) => item.value === selected[0]);
    return (
      <details className="group/dropdown">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-brand border border-line bg-surface px-3">
          <span>
            <span className="font-semibold">{filter.label}:</span> {chosen?.label ?? 'All'}
          </span>
          <span aria-hidden="true" className="transition-transform group-open/dropdown:rotate-180">
            ▾
          </span>
        </summary>
        <fieldset className="mt-1 rounded-brand border border-line bg-surface p-2 shadow">
          <legend className="sr-only">{filter.label}</legend>
          <SyncedRadioGroup
            name={name}
            value={selected[0] ?? ''}
            idPrefix={id}
            options={[
              { value: '', label: 'All', count: null },
              ...shown.map((item) => ({ value: item.value, label: item.label, count: item.count })),
            ]}
          />
        </fieldset>
      </details>
    );
  }

  return (
    <fieldset>
      <legend className="font-semibold">{filter.label}</legend>
      <ul className="mt-1 space-y-0.5">
        {shown.map((item) => {
          const inputId = `${id}-${toSafeId(item.value)}`;
          return (
            <li key={item.value}>
              <label htmlFor={inputId} className="flex min-h-9 cursor-pointer items-center gap-2">
                <SyncedCheckbox
                  id={inputId}
                  name={name}
                  value={item.value}
                  checked={selected.includes(item.value)}
                  className="size-5 accent-primary"
                />
                <span className="flex-1">{item.label}</span>
                <span className="text-muted text-sm">{item.count.toLocaleString('en-AU')}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The most common values up to `limit`, plus any selected ones (spec 2 §9: city 20, dealership 40). */
export function limitItems(items: FacetItem[], selected: string[], limit: number): FacetItem[] {
  const top = [...items].sort((a, b) => b.count - a.count).slice(0, limit);
  const extra = items.filter((item) => selected.includes(item.value) && !top.includes(item));
  const keep = new Set([...top, ...extra]);
  return items.filter((item) => keep.has(item));
}
