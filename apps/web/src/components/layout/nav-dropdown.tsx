'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '../ui/button.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';

/**
 * A disclosure menu: a button that shows a panel of links. Closes on Escape (returning focus
 * to the button), on a click outside, and when focus leaves it. The panel's contents are
 * rendered when it first opens, not with the page: a model menu is most of a header's markup,
 * and a page that must parse and hydrate it before it can respond is slower on a phone for
 * every shopper, most of whom never open it (its links are also in the footer and sitemap).
 */
export function NavDropdown({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: key and focus handling for the menu it wraps
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="menu"
        size="inline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
      >
        {label}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="z-40 min-w-56 border-line bg-surface text-text lg:absolute lg:top-full lg:left-0 lg:rounded-brand lg:border lg:p-2 lg:shadow-lg"
      >
        {opened ? children : null}
      </div>
    </div>
  );
}
