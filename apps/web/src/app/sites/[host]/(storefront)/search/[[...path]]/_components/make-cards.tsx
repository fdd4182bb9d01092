import { toSafeId } from '@forecourt/core/format';
import { getOwn } from '@forecourt/core/lookup';
import type { FacetItem } from '@forecourt/search';
import { buttonVariants } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import { SyncedCheckbox } from './synced-controls.tsx';

interface MakeCardsProps {
  items: FacetItem[];
  selected: string[];
  /** Make name → logo URL. */
  logos: Record<string, string | null>;
  shown: number;
  popular: number;
}

/**
 * Make cards with logos (spec 1 §2/§9): the first few, then 'Show all makes' opens the
 * popular makes and an 'All Makes' list. Each card is a checkbox of the filter form, so it
 * refines like any other filter (a draft in the phone sheet) and works without JavaScript.
 */
export function MakeCards({ items, selected, logos, shown, popular }: MakeCardsProps) {
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
          <summary
            className={buttonVariants({
              variant: 'link',
              size: 'inline',
              className: 'cursor-pointer',
            })}
          >
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
  selected,
}: {
  item: FacetItem;
  logo: string | null;
  selected: boolean;
}) {
  const id = `make-${toSafeId(item.value)}`;
  return (
    <label htmlFor={id} className="block cursor-pointer">
      <SyncedCheckbox
        id={id}
        name="refinementList[make][]"
        value={item.value}
        checked={selected}
        className="peer sr-only"
      />
      <span className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-brand border border-line p-2 text-center text-sm hover:bg-subtle peer-checked:border-primary peer-checked:bg-subtle peer-checked:font-semibold peer-checked:ring-2 peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-primary peer-focus-visible:outline-offset-2">
        {logo ? (
          <StaticImage src={logo} alt="" width={64} height={32} className="h-8 w-auto" />
        ) : null}
        <span>
          {item.label} <span className="text-muted">({item.count.toLocaleString('en-AU')})</span>
        </span>
      </span>
    </label>
  );
}
