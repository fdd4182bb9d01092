'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * An external video player loads only when asked for: no third-party frame, cookies or script
 * until the shopper presses play.
 */
export function VideoFacade({ embedUrl, title }: { embedUrl: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-brand bg-black">
      {playing ? (
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="size-full border-0"
        />
      ) : (
        <Button
          variant="plain"
          size={null}
          onClick={() => setPlaying(true)}
          className="flex size-full flex-col gap-3 font-normal text-white"
        >
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-white/20 text-3xl"
          >
            ▶
          </span>
          <span className="font-semibold">Play video: {title}</span>
        </Button>
      )}
    </div>
  );
}
