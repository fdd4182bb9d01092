'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogSheet } from '@/components/ui/dialog-sheet';
import { MoreIcon } from '@/components/ui/icons';

/**
 * The phone bar's 'More' control: the car's other controls in a sheet (spec 2 §2 'the same
 * buttons'). The sheet's dialogs open over it and return focus to it; Close returns focus here.
 */
export function MoreSheet({
  description,
  className,
  children,
}: {
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={className} data-slot="more-button">
        <MoreIcon />
        <span>More</span>
      </Dialog.Trigger>
      <DialogSheet title="More actions" description={description}>
        <ul data-slot="more-sheet" className="flex flex-col gap-2">
          {children}
        </ul>
      </DialogSheet>
    </Dialog.Root>
  );
}

/** A link in the sheet that leads elsewhere on this page, so it closes the sheet first. */
export function SheetAnchor({
  href,
  className,
  children,
}: {
  href: `#${string}`;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Close asChild>
      <a href={href} className={className}>
        {children}
      </a>
    </Dialog.Close>
  );
}
