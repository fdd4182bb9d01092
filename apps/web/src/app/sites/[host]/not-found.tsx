import Link from 'next/link';

/** The site's own 404: inside its layout, so the shopper keeps its header and footer. */
export default function SiteNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="font-semibold text-muted text-sm uppercase tracking-wide">404</p>
      <h1 className="mt-2 font-bold text-3xl">Sorry, we couldn’t find that page</h1>
      <p className="mt-4 text-muted">
        The page may have moved, or the vehicle you were looking for may have been sold.
      </p>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <Link
            prefetch={false}
            href="/search/new-used-and-demo-cars"
            className="inline-flex min-h-11 items-center rounded-brand bg-primary px-4 font-semibold text-on-primary"
          >
            Browse our stock
          </Link>
        </li>
        <li>
          <Link
            prefetch={false}
            href="/"
            className="inline-flex min-h-11 items-center rounded-brand border-2 border-primary px-4 font-semibold text-primary"
          >
            Go to the home page
          </Link>
        </li>
      </ul>
    </div>
  );
}
