import Link from 'next/link';

/** /models/{slug} naming no model the site lists. */
export default function ModelNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-bold text-3xl">We have no such model</h1>
      <p className="mt-2">
        <Link href="/models" prefetch={false} className="underline">
          See all our models
        </Link>{' '}
        or{' '}
        <Link href="/search" prefetch={false} className="underline">
          browse our stock
        </Link>
        .
      </p>
    </div>
  );
}
