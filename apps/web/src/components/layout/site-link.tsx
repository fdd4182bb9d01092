import { isExternalHref } from '@forecourt/core/navigation';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { ExternalLink } from '../locations/external-link.tsx';

/** A configured link: internal ones through next/link, external ones marked and in a new tab. */
export function SiteLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  if (/^https?:\/\//i.test(href)) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    );
  }
  if (isExternalHref(href)) {
    // tel: and mailto: open the phone or mail app, not a new tab.
    return (
      <a href={href} data-external="" {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} {...props}>
      {children}
    </Link>
  );
}
