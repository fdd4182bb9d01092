'use client';

import { useState } from 'react';
import { buttonVariants } from '../ui/button.tsx';

/**
 * The provider's interactive map, requested only when the shopper asks for it (no third-party
 * request on page load). Without JavaScript the link opens the provider's own page instead.
 */
export function MapEmbed({
  src,
  pageUrl,
  title,
  providerName,
}: {
  src: string;
  pageUrl: string;
  title: string;
  providerName: string;
}) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <iframe
        src={src}
        title={title}
        className="aspect-[4/3] w-full rounded-brand border border-line"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <a
      href={pageUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-external=""
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'underline' })}
      data-map-embed
    >
      Show interactive map ({providerName})
    </a>
  );
}
