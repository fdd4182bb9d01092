import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Site not found' };

/** Shown for hosts that name no site, and for unknown paths on the platform host. */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-8">
      <p className="font-semibold text-muted text-sm uppercase tracking-wide">404</p>
      <h1 className="font-bold text-3xl">We couldn’t find that site or page</h1>
      <p className="text-muted">
        Check the address for typing mistakes. If you followed a link to a dealer’s website, the
        dealer may have moved to a new address.
      </p>
    </main>
  );
}
