'use client';

import { useEffect } from 'react';
import { openSectionsSlice } from '@/lib/shopper-state/slices';
import { readList, updateList } from '@/lib/shopper-state/store';

/**
 * Remembers which accordion sections are open, by header (spec 1 §4), for sites that turn it
 * on: restores them on load and records each toggle.
 */
export function AccordionMemory({ containerId }: { containerId: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const sections = [...container.querySelectorAll<HTMLDetailsElement>('details[data-header]')];
    const remembered = new Set(readList(openSectionsSlice));
    if (remembered.size > 0) {
      for (const section of sections) section.open = remembered.has(section.dataset.header ?? '');
    }
    const onToggle = (event: Event) => {
      const section = event.target as HTMLDetailsElement;
      const header = section.dataset.header;
      if (!header) return;
      updateList(openSectionsSlice, (items) => {
        const others = items.filter((item) => item !== header);
        return section.open ? [...others, header] : others;
      });
    };
    // toggle does not bubble: listen in the capture phase on the container.
    container.addEventListener('toggle', onToggle, true);
    return () => container.removeEventListener('toggle', onToggle, true);
  }, [containerId]);
  return null;
}
