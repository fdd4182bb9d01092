import { toSafeId } from '@forecourt/core/format';
import type { FacetItem } from '@forecourt/search';
import { SyncedCheckbox } from './synced-controls.tsx';

interface ModelPickerProps {
  make: string;
  /** make_model facet items ('Ford|Ranger'). */
  pairs: FacetItem[];
  selected: string[];
  limit: number;
}

/** The models a picker offers for a make: the make's make_model items, most stock first. */
export function listPickerModels(make: string, pairs: FacetItem[], limit: number): FacetItem[] {
  return pairs
    .filter((pair) => pair.value.split('|')[0]?.toLowerCase() === make.toLowerCase())
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

/**
 * The models of a refined make (spec 1 §2, limit 30 by default), most stock first, as checkboxes
 * of the filter form. Spec 1 §4: the shopper shows or hides each refined make's picker.
 */
export function ModelPicker({ make, pairs, selected, limit }: ModelPickerProps) {
  const models = listPickerModels(make, pairs, limit);
  if (models.length === 0) return null;
  return (
    <details open className="group/models">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2">
        <h2 className="font-semibold">{make} models</h2>
        {/* The disclosure's own state tells screen readers; this is for the eye. */}
        <span aria-hidden="true" className="text-primary text-sm">
          <span className="group-open/models:hidden">Show</span>
          <span className="hidden group-open/models:inline">Hide</span>
        </span>
      </summary>
      <ul className="mt-2 flex flex-wrap gap-2">
        {models.map((pair) => {
          const model = pair.value.split('|')[1] ?? '';
          const id = `model-${toSafeId(pair.value)}`;
          return (
            <li key={pair.value}>
              <label htmlFor={id} className="block cursor-pointer">
                <SyncedCheckbox
                  id={id}
                  name="refinementList[model][]"
                  value={model}
                  checked={selected.includes(model)}
                  className="peer sr-only"
                />
                <span className="inline-flex min-h-9 items-center rounded-full border border-line px-3 text-sm hover:bg-subtle peer-checked:border-primary peer-checked:bg-subtle peer-checked:font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-primary peer-focus-visible:outline-offset-2">
                  {model} <span className="ml-1 text-muted">({pair.count})</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
