import type { ComponentProps } from 'react';
import { ExternalLinkIcon } from '../ui/icons.tsx';

/** A link to another site: opens in a new tab, and says so to every reader. */
export function ExternalLink({ children, ...props }: ComponentProps<'a'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" data-external="" {...props}>
      {children}
      <ExternalLinkIcon className="size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
