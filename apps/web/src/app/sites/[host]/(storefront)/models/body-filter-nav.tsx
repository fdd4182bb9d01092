import type { ModelBodyFilter } from '@forecourt/core/catalogue/model-filters';
import Link from 'next/link';

/** All models and the body filters some model has (listLiveModelBodyFilters), the current one marked. */
export function BodyFilterNav({
  current,
  filters = [],
}: {
  current?: string | null;
  filters?: readonly ModelBodyFilter[];
}) {
  const links = [
    { value: null, title: 'All Models', href: '/models' },
    ...filters.map((filter) => ({
      value: filter.value,
      title: filter.title,
      href: `/models?body=${filter.value}`,
    })),
  ];
  return (
    <nav aria-label="Vehicle types" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              aria-current={current !== undefined && link.value === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-medium hover:underline aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
