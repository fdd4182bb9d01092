'use client';

import { maskPhone } from '@forecourt/core/phone';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { postJson } from '@/lib/json-client';

interface CallPanelProps {
  /** '07 3123 4567' (spec 2 §5 display). */
  phoneDisplay: string;
  telHref: string;
  buttonText: string;
  showImmediately: boolean;
  maskVisibleCharacters: number;
  /** Where the reveal is recorded, and what (spec 1 §7). */
  revealEndpoint: string;
  reveal: { car_id: number; dealership_id: number; website_id: number };
  /** Analytics label of the call click: 'New Car' or 'Used Car'. */
  analyticsLabel: string;
  /** The phone bar's button: 'Call', the number read to screen readers only. */
  compact?: boolean;
  className?: string;
}

/**
 * Spec 1 §4 call panel: the number starts masked (first 5 characters, then asterisks) unless
 * the site shows it at once; the first click reveals it and records the reveal.
 */
export function CallPanel({
  phoneDisplay,
  telHref,
  buttonText,
  showImmediately,
  maskVisibleCharacters,
  revealEndpoint,
  reveal,
  analyticsLabel,
  compact = false,
  className: extraClassName,
}: CallPanelProps) {
  const [revealed, setRevealed] = useState(showImmediately);

  const onReveal = () => {
    setRevealed(true);
    trackEvent(ANALYTICS_EVENTS.callClick, { label: analyticsLabel });
    postJson(revealEndpoint, reveal).then((answer) => {
      if (!answer.ok) console.warn('call reveal was not recorded', answer.status);
    });
  };

  // The sidebar's is a size up; the phone bar's fits its place.
  const className = cn(compact ? 'px-3' : 'min-h-12', 'w-full', extraClassName);
  if (revealed) {
    return (
      <a
        href={telHref}
        className={buttonVariants({ variant: 'accent', className })}
        data-slot="call-number"
      >
        <PhoneIcon />
        {compact ? 'Call' : `${buttonText}: `}
        <span className={compact ? 'sr-only' : undefined}>{phoneDisplay}</span>
      </a>
    );
  }
  return (
    <Button variant="accent" onClick={onReveal} className={className} data-slot="call-reveal">
      <PhoneIcon />
      {compact ? 'Call' : buttonText}
      <span aria-hidden="true" className={compact ? 'hidden' : 'font-normal'}>
        {maskPhone(phoneDisplay, maskVisibleCharacters)}
      </span>
      <span className="sr-only">, show the number</span>
    </Button>
  );
}
