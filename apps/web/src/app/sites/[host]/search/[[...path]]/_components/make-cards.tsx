import { getOwn } from '@forecourt/core/lookup/own-property';
import type { FacetItem } from '@forecourt/search';
import Image from 'next/image';
import Link from 'next/link';
import { cn } from '@/lib/cn';

interface MakeCardsProps {
  items: FacetItem[];
  selected: string[];
  /** Make name → logo URL. */
  logos: Record<string, string | null>;
  /** Make name → the search URL with that make toggled. */
  hrefFor: (make: string) => string;
  shown: number;
  popular: number;
}

/**
 * Make cards with logos (spec 1 §2/§9): the first few, then 'Show all makes' opens the
 * popular makes and an 'All Makes' list. A <details> element: no JavaScript needed.
 */
export function MakeCards({ items, selected, logos, hrefFor, shown, popular }: MakeCardsProps) {
  if (items.length === 0) return null;
  const byCount = [...items].sort((a, b) => b.count - a.count);
  const first = byCount.slice(0, shown);
  const popularRest = byCount.slice(shown, popular);
  const allMakes = byCount.slice(popular).sort((a, b) => a.label.localeCompare(b.label));
  const card = (item: FacetItem) => (
    <li key={item.value}>
      <MakeCard
        item={item}
        logo={getOwn(logos, item.value) ?? null}
        href={hrefFor(item.value)}
        selected={selected.includes(item.value)}
      />
    </li>
  );

  return (
    <section aria-labelledby="make-cards-heading">
      <h2 id="make-cards-heading" className="font-semibold">
        Make
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2">{first.map(card)}</ul>
      {popularRest.length + allMakes.length > 0 ? (
        <details className="group/makes mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline-offset-4 hover:underline">
            <span className="group-open/makes:hidden">Show all makes</span>
            <span className="hidden group-open/makes:inline">Hide extra makes</span>
          </summary>
          {popularRest.length > 0 ? (
            <>
              <h3 className="mt-2 font-medium text-muted text-sm">Popular makes</h3>
              <ul className="mt-1 grid grid-cols-2 gap-2">{popularRest.map(card)}</ul>
            </>
          ) : null}
          {allMakes.length > 0 ? (
            <>
              <h3 className="mt-3 font-medium text-muted text-sm">All Makes</h3>
              <ul className="mt-1 grid grid-cols-2 gap-2">{allMakes.map(card)}</ul>
            </>
          ) : null}
        </details>
      ) : null}
    </section>
  );
}

function MakeCard({
  item,
  logo,
  href,
  selected,
}: {
  item: FacetItem;
  logo: string | null;
  href: string;
  selected: boolean;
}) {
  return (
    <Link
      href={href}
      scroll={false}
      prefetch={false}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex min-h-16 flex-col items-center justify-center gap-1 rounded-brand border p-2 text-center text-sm hover:bg-subtle',
        selected ? 'border-primary bg-subtle font-semibold ring-2 ring-primary' : 'border-line',
      )}
    >
      {logo ? <Image src={logo} alt="" width={64} height={32} className="h-8 w-auto" /> : null}
      <span>
        {item.label} <span className="text-muted">({item.count.toLocaleString('en-AU')})</span>
        {selected ? <span className="sr-only"> (selected)</span> : null}
      </span>
    </Link>
  );
}
