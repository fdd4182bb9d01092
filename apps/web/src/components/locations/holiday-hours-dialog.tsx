'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from '../ui/button.tsx';
import { DialogSheet } from '../ui/dialog-sheet.tsx';

/**
 * Holiday hours in a modal dialog (spec 2 §2 Locations): focus moves in and stays there until
 * Escape or Close, then returns to the button. The list is rendered on the server.
 */
export function HolidayHoursDialog({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonVariants({ variant: 'outline', size: 'md' })}>
        Holiday hours
      </Dialog.Trigger>
      <DialogSheet title={title} description={description}>
        {children}
      </DialogSheet>
    </Dialog.Root>
  );
}
