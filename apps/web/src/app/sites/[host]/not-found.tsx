import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

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
          <Link prefetch={false} href="/search/new-used-and-demo-cars" className={buttonVariants()}>
            Browse our stock
          </Link>
        </li>
        <li>
          <Link prefetch={false} href="/" className={buttonVariants({ variant: 'outline' })}>
            Go to the home page
          </Link>
        </li>
      </ul>
    </div>
  );
}
