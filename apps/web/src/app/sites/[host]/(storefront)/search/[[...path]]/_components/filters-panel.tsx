'use client';

import {
  Fragment,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useSearchShell } from './search-shell.tsx';

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
 * Where the filter form lives. In the server HTML (and so without JavaScript, and until
 * hydration ends) a disclosure, closed below `lg` so the results come first, always open from
 * `lg` up. Once JavaScript runs: a sidebar from `lg` up; below it, a sticky Filter button opening
 * the form as a modal sheet (everything else inert, Escape closes, focus back on the button).
 * The form never moves or remounts between these (only the elements around it change), so
 * nothing typed, ticked or focused is lost as the page comes to life. In the sheet the form is a
 * draft (SearchShell counts it for 'Show Me'); 'Show Me' applies it, closing discards it.
 */
export function FiltersPanel({ activeCount, children }: FiltersPanelProps) {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => null,
  );
  const [open, setOpen] = useState(false);
  // Closing without 'Show Me' puts the form back as the search is: a fresh copy of it.
  const [draft, setDraft] = useState(0);
  const shell = useSearchShell();
  const details = useRef<HTMLDetailsElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const modal = wide === false && open;

  useLayoutEffect(() => {
    const element = details.current;
    if (!element || wide === null) return;
    // A shopper who opened the disclosure before hydration ended keeps the form in front of them.
    if (!wide && element.open && !element.dataset.enhanced) setOpen(true);
    element.dataset.enhanced = '';
    element.open = true;
  }, [wide]);

  const close = (discard: boolean) => {
    setOpen(false);
    if (discard) {
      shell?.discardDraft();
      setDraft((generation) => generation + 1);
    }
  };
  useModal(modal, sheet, trigger, {
    onEscape: () => close(true),
    // 'Show Me', or a search link in the sheet (Clear all), applies the sheet and leaves it.
    onLeave: () => close(false),
  });

  return (
    <>
      {wide === false ? (
        <div className="sticky top-0 z-30 -mx-4 border-line border-b bg-surface/95 px-4 py-2 backdrop-blur">
          <Button
            ref={trigger}
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            className="w-full"
          >
            Filter
            <ActiveCount count={activeCount} />
          </Button>
        </div>
      ) : null}
      <aside aria-label="Search filters" hidden={wide === false && !open ? true : undefined}>
        <details
          ref={details}
          className="rounded-brand border border-line p-4 lg:border-0 lg:p-0 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible] data-[enhanced]:border-0 data-[enhanced]:p-0"
        >
          <summary
            className={cn(
              'min-h-11 cursor-pointer py-2 font-semibold lg:hidden',
              wide !== null && 'hidden',
            )}
          >
            Filter
            <ActiveCount count={activeCount} />
          </summary>
          <div
            ref={sheet}
            {...(modal
              ? {
                  role: 'dialog',
                  'aria-modal': true,
                  'aria-labelledby': 'filter-sheet-title',
                  'aria-describedby': 'filter-sheet-description',
                  tabIndex: -1,
                }
              : {})}
            data-search-draft={modal ? '' : undefined}
            className={cn(
              modal &&
                'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-brand bg-surface p-5 text-text shadow-xl outline-none',
            )}
          >
            {modal ? (
              <div className="mb-4 flex items-start justify-between gap-4">
                <div>
                  <h2 id="filter-sheet-title" className="font-bold text-2xl">
                    Filter
                  </h2>
                  <p id="filter-sheet-description" className="mt-1 text-muted">
                    Choose your filters, then Show Me.
                  </p>
                </div>
                <Button variant="ghost" size="icon" aria-label="Close" onClick={() => close(true)}>
                  <CloseIcon />
                </Button>
              </div>
            ) : null}
            <Fragment key={draft}>{children}</Fragment>
          </div>
        </details>
      </aside>
      {modal ? (
        <div data-sheet-backdrop aria-hidden="true" className="fixed inset-0 z-40 bg-black/50" />
      ) : null}
    </>
  );
}

/**
 * While `active`: the rest of the page is inert (no focus, no pointer, hidden from screen
 * readers), the page does not scroll, Escape calls `onEscape`, a submit or a link followed in
 * the sheet calls `onLeave`; focus moves into `sheet`, and returns to `returnTo` afterwards.
 */
function useModal(
  active: boolean,
  sheet: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
  handlers: { onEscape: () => void; onLeave: () => void },
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const element = sheet.current;
    if (!active || !element) return;
    const inerted: Element[] = [];
    for (let node: Element | null = element; node && node !== document.body; ) {
      const parent: Element | null = node.parentElement;
      for (const sibling of parent?.children ?? []) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        // The sheet's own backdrop stays as it is.
        if (sibling.hasAttribute('data-sheet-backdrop')) continue;
        sibling.setAttribute('inert', '');
        inerted.push(sibling);
      }
      node = parent;
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      latest.current.onEscape();
    };
    const onClick = (event: Event) => {
      if ((event.target as Element).closest('a[href]')) latest.current.onLeave();
    };
    const onSubmit = () => latest.current.onLeave();
    document.addEventListener('keydown', onKey);
    element.addEventListener('click', onClick);
    element.addEventListener('submit', onSubmit);
    element.focus();
    return () => {
      for (const sibling of inerted) sibling.removeAttribute('inert');
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      element.removeEventListener('click', onClick);
      element.removeEventListener('submit', onSubmit);
      returnTo.current?.focus();
    };
  }, [active, sheet, returnTo]);
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
