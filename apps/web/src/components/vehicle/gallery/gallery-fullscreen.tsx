'use client';

import type { GalleryItem } from '@forecourt/core/vehicle';
import { getKeyStep, getSwipeStep, stepIndex } from '@forecourt/core/vehicle';
import Image from 'next/image';
import { type KeyboardEvent, type TouchEvent, useEffect, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../ui/icons.tsx';

interface GalleryFullscreenProps {
  items: GalleryItem[];
  carName: string;
  quality: number;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Opening or closing full screen toggles the visibility of external widgets such as a chat
 * bubble (spec 1 §4): elements marked data-external-widget are hidden meanwhile, and a
 * 'forecourt:gallery-fullscreen' event tells any that manage themselves.
 */
function setExternalWidgetsHidden(hidden: boolean): void {
  for (const widget of document.querySelectorAll<HTMLElement>('[data-external-widget]')) {
    widget.hidden = hidden;
  }
  window.dispatchEvent(
    new CustomEvent('forecourt:gallery-fullscreen', { detail: { open: hidden } }),
  );
}

const FOCUSABLE = 'button, [href], video[controls], [tabindex]:not([tabindex="-1"])';

/** The photos full screen: a modal dialog with arrows, Escape, swipe and a focus trap. */
export default function GalleryFullscreen({
  items,
  carName,
  quality,
  index,
  onIndexChange,
  onClose,
}: GalleryFullscreenProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const item = items[index];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    setExternalWidgetsHidden(true);
    element.querySelector<HTMLElement>('[data-fullscreen-close]')?.focus();
    return () => {
      if (element.open) element.close();
      setExternalWidgetsHidden(false);
    };
  }, []);

  const go = (step: number) => onIndexChange(stepIndex(index, step, items.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = getKeyStep(event.key);
    if (step !== null) {
      event.preventDefault();
      go(step);
      return;
    }
    if (event.key === 'Tab') trapFocus(event);
  };
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    if (!touch || !start) return;
    const step = getSwipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) go(step);
  };

  // The gallery's photo controls, a size up and lighter on the black of full screen.
  const buttonClass = 'size-12 bg-white/15 hover:bg-white/30';
  return (
    <dialog
      ref={dialog}
      aria-label={`${carName} photos, full screen`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-slot="gallery-fullscreen"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3">
          <p aria-live="polite" className="text-sm">
            {carName}: {item?.kind === 'video' ? 'video' : 'photo'} {index + 1} of {items.length}
          </p>
          <Button
            variant="overlay"
            size="icon"
            data-fullscreen-close
            aria-label="Close full screen"
            onClick={onClose}
            className={buttonClass}
          >
            <CloseIcon />
          </Button>
        </div>
        <div
          className="relative flex-1 touch-pan-y"
          onTouchStart={(event) => {
            const touch = event.touches[0];
            touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
          }}
          onTouchEnd={onTouchEnd}
        >
          {item?.kind === 'image' ? (
            <Image
              key={item.url}
              src={item.url}
              alt={`${carName}, photo ${index + 1} of ${items.length}`}
              fill
              sizes="100vw"
              quality={quality}
              className="object-contain"
            />
          ) : item ? (
            // biome-ignore lint/a11y/useMediaCaption: dealer stock videos have no spoken content or captions
            <video
              key={item.url}
              controls
              src={item.url}
              poster={item.posterUrl ?? undefined}
              aria-label={`${carName} video`}
              className="size-full object-contain"
            />
          ) : null}
        </div>
        {items.length > 1 ? (
          <div className="flex items-center justify-center gap-6 p-3">
            <Button
              variant="overlay"
              size="icon"
              aria-label="Previous photo"
              onClick={() => go(-1)}
              className={buttonClass}
            >
              <ChevronLeftIcon />
            </Button>
            <Button
              variant="overlay"
              size="icon"
              aria-label="Next photo"
              onClick={() => go(1)}
              className={buttonClass}
            >
              <ChevronRightIcon />
            </Button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
