'use client';

import { type ReactNode, useId, useState } from 'react';
import { Button } from './button.tsx';

interface ExpandableProps {
  /** Shown while collapsed ('append': always shown, the rest follows). */
  preview?: ReactNode;
  /** The hidden part; in the HTML either way, so search engines and find-in-page see it. */
  children: ReactNode;
  moreLabel: string;
  lessLabel: string;
  /** 'append' reveals more after the preview; 'replace' swaps the preview for the full text. */
  mode?: 'append' | 'replace';
  className?: string;
  buttonClassName?: string;
}

/** A Show More / Show Less toggle around server-rendered content. */
export function Expandable({
  preview,
  children,
  moreLabel,
  lessLabel,
  mode = 'append',
  className,
  buttonClassName,
}: ExpandableProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      {preview ? <div hidden={mode === 'replace' && open}>{preview}</div> : null}
      <div id={id} hidden={!open}>
        {children}
      </div>
      <Button
        variant="more"
        size="inline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName ?? 'mt-3'}
      >
        {open ? lessLabel : moreLabel}
      </Button>
    </div>
  );
}
