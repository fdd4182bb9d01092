'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button.tsx';
import { CloseIcon } from './icons.tsx';

/**
 * The content of a modal dialog (inside a Radix `Dialog.Root`): a sheet from the bottom on
 * phones, a centred panel from `sm` up, with its title, description and a Close button. Radix
 * keeps focus inside until Escape or Close, then returns it to the trigger, and hides the rest
 * of the page from pointers and screen readers meanwhile. Dialogs are the top layer (z-50):
 * fixed bars (sticky header, bottom dock) sit at z-30, under the overlay.
 */
export function DialogSheet({
  title,
  description,
  width = 'md',
  children,
}: {
  title: string;
  description: string;
  /** Panel width from `sm` up: 'md' 36rem, 'lg' 44rem. */
  width?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-brand bg-surface p-5 text-text shadow-xl',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-brand sm:p-8',
          width === 'lg' ? 'sm:w-[min(44rem,94vw)]' : 'sm:w-[min(36rem,94vw)]',
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <Dialog.Title className="font-bold text-2xl">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          </div>
          <Dialog.Close
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label="Close"
          >
            <CloseIcon />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
