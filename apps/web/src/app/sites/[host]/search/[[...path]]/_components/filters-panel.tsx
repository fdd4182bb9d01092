'use client';

import { Dialog } from 'radix-ui';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { DialogSheet } from '@/components/ui/dialog-sheet';

/** The large breakpoint (Tailwind `lg`), from which the filters are a sidebar. */
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

interface FiltersPanelProps {
  /** Refinements in force: the Filter button's count. */
  activeCount: number;
  /** The filter form (server-rendered). */
  children: ReactNode;
}

/**
 * Where the filter form lives. In the server HTML (and so without JavaScript) a disclosure,
 * closed below `lg` so the results come first, always open from `lg` up. Once JavaScript runs:
 * a sidebar from `lg` up; below it, a sticky Filter button opening the form in a dialog sheet
 * (focus kept inside, Escape closes, focus back on the button). While the sheet is closed the
 * form stays in the page, hidden, so the sort select (a control of the same form) still works.
 */
export function FiltersPanel({ activeCount, children }: FiltersPanelProps) {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => null,
  );
  const [open, setOpen] = useState(false);

  if (wide === null) {
    return (
      <aside aria-label="Search filters">
        <details className="rounded-brand border border-line p-4 lg:border-0 lg:p-0 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold lg:hidden">
            Filter
            <ActiveCount count={activeCount} />
          </summary>
          {children}
        </details>
      </aside>
    );
  }
  if (wide) return <aside aria-label="Search filters">{children}</aside>;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="sticky top-0 z-30 -mx-4 border-line border-b bg-surface/95 px-4 py-2 backdrop-blur">
        <Dialog.Trigger className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          Filter
          <ActiveCount count={activeCount} />
        </Dialog.Trigger>
      </div>
      {open ? (
        <DialogSheet title="Filter" description="Changes apply as you make them.">
          {/* The form's 'Show Me' button applies the filters: it closes the sheet on its way. */}
          <div onSubmit={() => setOpen(false)}>{children}</div>
        </DialogSheet>
      ) : (
        <aside aria-label="Search filters" hidden>
          {children}
        </aside>
      )}
    </Dialog.Root>
  );
}

function ActiveCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-on-primary text-sm">
      {count}
      <span className="sr-only"> active</span>
    </span>
  );
}
