/**
 * The group stats banner (spec 1 §2): '50+ Locations', '40+ Brands', '30+ Years Est.' from
 * config. Each item's leading figure is set large; the rest of the text follows it.
 */
export function StatsBanner({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Our group in numbers" className="bg-primary text-on-primary">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 text-center sm:grid-cols-3">
        {items.map((item) => {
          const [, figure = '', rest = item] = /^(\S*\d\S*)\s+(.*)$/.exec(item) ?? [];
          return (
            <li key={item} className="flex flex-col">
              {figure ? <span className="font-bold text-4xl">{figure}</span> : null}
              <span className="text-lg">{rest}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
