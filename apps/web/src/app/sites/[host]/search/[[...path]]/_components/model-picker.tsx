import type { FacetItem } from '@forecourt/search';
import Link from 'next/link';
import { cn } from '@/lib/cn';

interface ModelPickerProps {
  make: string;
  /** make_model facet items ('Ford|Ranger'). */
  pairs: FacetItem[];
  selected: string[];
  hrefFor: (model: string) => string;
  limit: number;
}

/** The models of a refined make (spec 1 §2, limit 30 by default), most stock first. */
export function ModelPicker({ make, pairs, selected, hrefFor, limit }: ModelPickerProps) {
  const models = pairs
    .filter((pair) => pair.value.split('|')[0]?.toLowerCase() === make.toLowerCase())
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
  if (models.length === 0) return null;
  return (
    <section aria-label={`${make} models`}>
      <h2 className="font-semibold">{make} models</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {models.map((pair) => {
          const model = pair.value.split('|')[1] ?? '';
          const isSelected = selected.includes(model);
          return (
            <li key={pair.value}>
              <Link
                href={hrefFor(model)}
                scroll={false}
                prefetch={false}
                aria-current={isSelected ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-full border px-3 text-sm hover:bg-subtle',
                  isSelected ? 'border-primary bg-subtle font-semibold' : 'border-line',
                )}
              >
                {model} <span className="ml-1 text-muted">({pair.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
