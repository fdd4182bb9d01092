'use client';

import dynamic from 'next/dynamic';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from '../ui/icons.tsx';
import type { LeadFormProps } from './lead-form.tsx';

const LeadForm = dynamic(() => import('./lead-form.tsx'), {
  ssr: false,
  loading: () => <p className="py-8 text-center text-muted">Loading the form…</p>,
});

interface LeadDialogProps extends LeadFormProps {
  /** The button that opens it. */
  label: string;
  title: string;
  description: string;
  triggerClassName?: string;
}

/**
 * A lead form in a modal dialog on the vehicle page (spec 1 §2 enquiry, test-drive and
 * request-photos dialogs). The form's code loads when the dialog first opens.
 */
export function LeadDialog({
  label,
  title,
  description,
  triggerClassName,
  ...form
}: LeadDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName} data-lead-dialog={form.form.kind}>
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-brand bg-surface p-5 text-text shadow-xl',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(44rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-brand sm:p-8',
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
          {open ? <LeadForm {...form} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
