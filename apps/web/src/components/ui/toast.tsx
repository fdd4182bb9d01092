'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { reservedHeight } from './bottom-dock.tsx';

/** Spec 2 §9: sidebar toasts last 3000 ms; one toast at a time (spec 2 §4). */
export const TOAST_MS = 3000;

/** A plain message, or a titled one with an optional link (spec 1 §8 watchlist toasts). */
export type ToastContent =
  | string
  | { title: string; text: string; action?: { label: string; href: string } };

type Toast = { id: number; content: ToastContent; durationMs: number } | null;
let current: Toast = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Show a message in the page's toast area, replacing any toast already showing. */
export function showToast(content: ToastContent, durationMs = TOAST_MS): void {
  current = { id: nextId++, content, durationMs };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast area: a polite live region, so screen readers hear each message once. */
export function Toaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (current?.id === toast.id) {
        current = null;
        emit();
      }
    }, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-4"
      // Above the bars fixed to the bottom as they are when the message shows.
      style={{ bottom: `calc(${toast ? reservedHeight('bottom') : 0}px + 1rem)` }}
    >
      {toast ? <ToastBody content={toast.content} /> : null}
    </div>
  );
}

function ToastBody({ content }: { content: ToastContent }) {
  if (typeof content === 'string') {
    return (
      <p
        data-slot="toast"
        className="pointer-events-auto rounded-brand bg-text px-4 py-3 text-center text-sm text-surface shadow-lg"
      >
        {content}
      </p>
    );
  }
  return (
    <div
      data-slot="toast"
      className="pointer-events-auto flex items-center gap-4 rounded-brand bg-text px-4 py-3 text-sm text-surface shadow-lg"
    >
      <div>
        <p data-slot="toast-title" className="font-semibold">
          {content.title}
        </p>
        <p data-slot="toast-text">{content.text}</p>
      </div>
      {content.action ? (
        <a
          href={content.action.href}
          className="inline-flex min-h-11 shrink-0 items-center rounded-brand border border-surface px-3 font-semibold"
        >
          {content.action.label}
        </a>
      ) : null}
    </div>
  );
}
