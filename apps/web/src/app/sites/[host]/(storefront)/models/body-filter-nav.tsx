import type { ModelBodyFilter } from '@forecourt/core/catalogue';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

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
              className={buttonVariants({ variant: 'chip', className: 'hover:underline' })}
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
