import { notFound } from 'next/navigation';

/** Any other address on the console host: the console's not-found page, never a site's. */
export default function ConsoleUnknownPage() {
  notFound();
}
