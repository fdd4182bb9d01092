'use client';

import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the server's HTML and until the page has hydrated, then true. A control whose work
 * is all script (a passkey prompt, a form posted as JSON) is disabled until then: a tap before
 * hydration did nothing, or submitted the form natively with its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
