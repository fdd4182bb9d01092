import Link from 'next/link';
import { CloseIcon } from '@/components/ui/icons';

export interface RefinementChip {
  key: string;
  label: string;
  /** The search without this refinement. */
  href: string;
}

/** The refinements in force as chips above the results, each a link to the search without it. */
export function ActiveRefinementChips({
  chips,
  clearHref,
}: {
  chips: RefinementChip[];
  clearHref: string;
}) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label="Active filters" className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            {/* Prefetched: removing a chip, then Back and Forward, come from the router cache. */}
            <Link
              href={chip.href}
              scroll={false}
              aria-label={`Remove ${chip.label}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-subtle py-1 pr-2 pl-3 text-sm hover:border-primary"
            >
              {chip.label}
              <CloseIcon className="size-4" />
            </Link>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Link
              href={clearHref}
              scroll={false}
              className="inline-flex min-h-11 items-center px-2 text-sm underline"
            >
              Clear all
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
