import type { Breadcrumb } from '@forecourt/core/vehicle';
import Link from 'next/link';

/** Spec 2 §2 breadcrumb trail: Home, car type, make, model, body, current page. */
export function VehicleBreadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-muted">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${crumb.href}`} className="flex items-center gap-x-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <Link
                href={crumb.href}
                // Prefetching every crumb in view cost a mobile visit ~5 server renders and
                // their parsing on the main thread; a crumb click can wait a server render.
                prefetch={false}
                className="inline-flex min-h-11 items-center hover:underline sm:min-h-6"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-text">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
