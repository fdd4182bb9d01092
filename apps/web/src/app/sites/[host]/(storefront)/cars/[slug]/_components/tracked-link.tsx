'use client';

import type { ComponentProps } from 'react';
import { trackEvent } from '@/lib/analytics';

/** A plain link that also records a numbered analytics event (print 61, history report 60). */
export function TrackedLink({
  eventId,
  href,
  children,
  ...props
}: ComponentProps<'a'> & { eventId: number; href: string }) {
  return (
    <a href={href} {...props} onClick={() => trackEvent(eventId)}>
      {children}
    </a>
  );
}
