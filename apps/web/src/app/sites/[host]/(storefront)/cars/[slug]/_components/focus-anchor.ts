'use client';

import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Content that loads late at `ref` (a section fetched as the shopper nears it) must not push the
 * focused element below it out of place: a shopper tabbing past would find it behind the bottom
 * bars (WCAG 2.4.11). The browser's scroll anchoring doesn't help when the anchor it picks sits
 * above the new content. Call the returned `hold` just before the state change that inserts the
 * content; once `inserted` changes, the page scrolls so the focused element stays where it was.
 */
export function useFocusAnchor(ref: RefObject<Element | null>, inserted: unknown): () => void {
  const held = useRef<{ element: Element; top: number } | null>(null);
  useLayoutEffect(() => {
    const hold = held.current;
    held.current = null;
    if (inserted === null || !hold?.element.isConnected) return;
    const shift = hold.element.getBoundingClientRect().top - hold.top;
    if (shift !== 0) window.scrollBy(0, shift);
  }, [inserted]);
  return useCallback(() => {
    const at = ref.current;
    const focused = document.activeElement;
    if (!at || !focused || focused === document.body) return;
    // Only an element after the new content moves, and only one in view is worth holding still.
    if (!(at.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    const top = focused.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight) return;
    held.current = { element: focused, top };
  }, [ref]);
}
