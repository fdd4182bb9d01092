import { notFound } from 'next/navigation';

/** Any path the site has no page for gets the site's 404 page, with status 404. */
export default function UnknownSitePage(): never {
  notFound();
}
