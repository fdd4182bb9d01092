'use client';

import { getSwipeStep } from '@forecourt/core/vehicle';
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  type TouchEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { readIntent } from './gallery-intent.ts';
import type { GalleryData, GalleryIntent } from './gallery-types.ts';

const loadViewer = () => import('./gallery-viewer.tsx');
const GalleryViewer = lazy(loadViewer);

interface GalleryLoaderProps {
  data: GalleryData;
  overlay?: ReactNode;
  /** The server-rendered first view, shown until the shopper uses the gallery. */
  children: ReactNode;
}

/**
 * Keeps the gallery's code off the first load: the page shows the server-rendered frame, and
 * the first click, arrow key or swipe loads the viewer, which then carries out that action.
 */
export function GalleryLoader({ data, overlay, children }: GalleryLoaderProps) {
  const [intent, setIntent] = useState<GalleryIntent | null>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // An optional auto-rotating spinner starts by itself once the page is idle.
  useEffect(() => {
    if (!data.spin?.autoRotate || data.defaultView !== 'spinner') return;
    const start = () => setIntent((current) => current ?? { action: 'auto' });
    const handle =
      'requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1);
    return () => {
      if ('cancelIdleCallback' in window) cancelIdleCallback(handle as number);
      else clearTimeout(handle as ReturnType<typeof setTimeout>);
    };
  }, [data.spin?.autoRotate, data.defaultView]);

  if (intent) {
    return (
      <Suspense fallback={children}>
        <GalleryViewer data={data} overlay={overlay} intent={intent} />
      </Suspense>
    );
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as Element).closest<HTMLElement>('[data-gallery-action]');
    const next = control ? readIntent(control) : null;
    if (next) setIntent(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 'next' : 'prev';
      setIntent(data.defaultView === 'gallery' ? { action: step } : { action: 'spin' });
    }
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    if (!touch || !start || data.defaultView !== 'gallery') return;
    const step = getSwipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) setIntent({ action: step === 1 ? 'next' : 'prev' });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: events bubble up from the frame's own buttons
    <div
      onClick={onClick}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onPointerEnter={() => void loadViewer()}
      onFocus={() => void loadViewer()}
    >
      {children}
    </div>
  );
}
