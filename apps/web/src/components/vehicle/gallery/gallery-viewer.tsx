'use client';

import type { GalleryView } from '@forecourt/core/vehicle';
import { getKeyStep, getSwipeStep, stepIndex } from '@forecourt/core/vehicle';
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
import { DefaultStage, GalleryFrame } from './gallery-frame.tsx';
import { focusSelectorFor, readIntent } from './gallery-intent.ts';
import type { GalleryData, GalleryIntent } from './gallery-types.ts';

const Spinner360 = lazy(() => import('./spinner-360.tsx'));
const InteriorViewer = lazy(() => import('./interior-viewer.tsx'));
const GalleryFullscreen = lazy(() => import('./gallery-fullscreen.tsx'));

interface GalleryViewerProps {
  data: GalleryData;
  overlay?: ReactNode;
  /** The action that woke the gallery up. */
  intent: GalleryIntent;
}

interface ViewerState {
  view: GalleryView;
  index: number;
  fullscreen: boolean;
  /** The live spinner or interior viewer replaces the still frame once started. */
  live: boolean;
  autoRotate: boolean;
}

function reduce(state: ViewerState, intent: GalleryIntent, count: number): ViewerState {
  switch (intent.action) {
    case 'next':
    case 'prev':
      return { ...state, index: stepIndex(state.index, intent.action === 'next' ? 1 : -1, count) };
    case 'thumb':
      return { ...state, index: intent.index };
    case 'fullscreen':
      return { ...state, fullscreen: true };
    case 'spin':
    case 'interior':
      return { ...state, live: true };
    case 'auto':
      return { ...state, live: true, autoRotate: true };
    case 'view':
      if (intent.view === state.view) return state;
      // Spec 1 §4: leaving the gallery resets its index.
      return {
        ...state,
        view: intent.view,
        index: 0,
        live: intent.view === 'spinner' || intent.view === 'interior',
        autoRotate: false,
      };
  }
}

/** The interactive gallery: views, slides, thumbnails, swipe, keys and full screen. */
export default function GalleryViewer({ data, overlay, intent }: GalleryViewerProps) {
  const count = data.items.length;
  const [state, setState] = useState<ViewerState>(() =>
    reduce(
      { view: data.defaultView, index: 0, fullscreen: false, live: false, autoRotate: false },
      intent,
      count,
    ),
  );
  const root = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // Keep keyboard focus on the control the shopper used before the viewer replaced the page's copy.
  useEffect(() => {
    const selector = focusSelectorFor(intent);
    if (selector) root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [intent]);

  // Closing full screen hands focus back to the button that opened it (once the modal is gone).
  const wasFullscreen = useRef(state.fullscreen);
  useEffect(() => {
    if (wasFullscreen.current && !state.fullscreen) {
      root.current?.querySelector<HTMLElement>('[data-gallery-action="fullscreen"]')?.focus();
    }
    wasFullscreen.current = state.fullscreen;
  }, [state.fullscreen]);

  const apply = (next: GalleryIntent) => setState((current) => reduce(current, next, count));

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as Element).closest<HTMLElement>('[data-gallery-action]');
    const next = control ? readIntent(control) : null;
    if (next) apply(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (state.view !== 'gallery' || event.defaultPrevented) return;
    const step = getKeyStep(event.key);
    if (step === null) return;
    event.preventDefault();
    apply({ action: step === 1 ? 'next' : 'prev' });
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    if (!touch || !start || state.view !== 'gallery') return;
    const step = getSwipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) apply({ action: step === 1 ? 'next' : 'prev' });
  };

  const still = <DefaultStage data={data} view={state.view} index={0} priority={false} />;
  let stage: ReactNode;
  if (state.live && state.view === 'spinner' && data.spin) {
    stage = (
      <Suspense fallback={still}>
        <Spinner360
          spin={{ ...data.spin, quality: data.quality }}
          carName={data.carName}
          autoRotate={state.autoRotate}
        />
      </Suspense>
    );
  } else if (state.live && state.view === 'interior' && data.interior) {
    stage = (
      <Suspense fallback={still}>
        <InteriorViewer interior={data.interior} carName={data.carName} />
      </Suspense>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: events bubble up from the frame's own buttons
    <div
      ref={root}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <GalleryFrame
        data={data}
        view={state.view}
        index={state.index}
        stage={stage}
        overlay={overlay}
      />
      {state.fullscreen ? (
        <Suspense fallback={null}>
          <GalleryFullscreen
            items={data.items}
            carName={data.carName}
            quality={data.quality}
            index={state.index}
            onIndexChange={(index) => setState((current) => ({ ...current, index }))}
            onClose={() => {
              setState((current) => ({ ...current, fullscreen: false }));
              root.current
                ?.querySelector<HTMLElement>('[data-gallery-action="fullscreen"]')
                ?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
