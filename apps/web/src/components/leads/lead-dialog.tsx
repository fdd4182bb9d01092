'use client';

import dynamic from 'next/dynamic';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { DialogSheet } from '../ui/dialog-sheet.tsx';
import type { LeadFormProps } from './lead-form.tsx';

const LeadForm = dynamic(() => import('./lead-form.tsx'), {
  ssr: false,
  loading: () => <p className="py-8 text-center text-muted">Loading the form…</p>,
});

interface LeadDialogProps extends LeadFormProps {
  /** The button that opens it, with an icon before the label where it has one. */
  label: string;
  icon?: ReactNode;
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
  icon,
  title,
  description,
  triggerClassName,
  ...form
}: LeadDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName} data-lead-dialog={form.form.kind}>
        {icon}
        {icon ? <span>{label}</span> : label}
      </Dialog.Trigger>
      <DialogSheet title={title} description={description} width="lg">
        {open ? <LeadForm {...form} /> : null}
      </DialogSheet>
    </Dialog.Root>
  );
}
