'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from '../ui/button.tsx';
import { CloseIcon } from '../ui/icons.tsx';

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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-brand bg-surface p-5 text-text shadow-xl',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-brand sm:p-8',
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-bold text-2xl">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-brand hover:bg-subtle"
              aria-label="Close"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
