'use client';

import { truncateDisclaimer } from '@forecourt/core/finance';
import { useId, useState } from 'react';
import { Button } from '../ui/button.tsx';

/** A disclaimer cut at 197 characters, with Show More / Show Less (spec 2 §2/§4). */
export function DisclaimerToggle({ text, id }: { text: string; id?: string }) {
  const [open, setOpen] = useState(false);
  const fallbackId = useId();
  const textId = id ?? fallbackId;
  const short = truncateDisclaimer(text);
  return (
    <div className="text-muted text-sm">
      <p id={textId}>{open || !short.truncated ? text : short.text}</p>
      {short.truncated ? (
        <Button
          variant="more"
          size={null}
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 min-h-9"
        >
          {open ? 'Show Less' : 'Show More'}
        </Button>
      ) : null}
    </div>
  );
}
