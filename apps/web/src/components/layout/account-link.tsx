'use client';

import { signInHref } from '@forecourt/core/accounts';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { readServerWatchlist, readWatchlist, subscribeWatchlist } from '@/lib/watchlist-store';

/**
 * The header's account entry: 'Sign in' until the shopper is known to be signed in, then their
 * garage (or watchlist when the site has no garage). The page itself stays the same for every
 * visitor (it is cached); who is signed in comes from the watchlist store's one request.
 */
export function AccountLink({
  home,
  className,
}: {
  home: { href: '/my-garage' | '/watchlist'; label: string };
  className: string;
}) {
  const { status } = useSyncExternalStore(subscribeWatchlist, readWatchlist, readServerWatchlist);
  const pathname = usePathname();
  if (status === 'signed-in') {
    return (
      <Link href={home.href} prefetch={false} className={className}>
        {home.label}
      </Link>
    );
  }
  return (
    <Link
      href={signInHref({
        type: home.href === '/watchlist' ? 'watchlist' : 'gated',
        redirect: home.href,
        back: pathname,
      })}
      prefetch={false}
      className={className}
    >
      Sign in
    </Link>
  );
}
