import type { GalleryView } from '@forecourt/core/vehicle';
import type { GalleryIntent } from './gallery-types.ts';

/** The action a gallery control stands for, read from its data-gallery-* attributes. */
export function readIntent(control: HTMLElement): GalleryIntent | null {
  const action = control.dataset.galleryAction;
  switch (action) {
    case 'next':
    case 'prev':
    case 'fullscreen':
    case 'spin':
    case 'interior':
      return { action };
    case 'thumb':
      return { action: 'thumb', index: Number(control.dataset.galleryIndex ?? 0) };
    case 'view':
      return { action: 'view', view: control.dataset.galleryView as GalleryView };
    default:
      return null;
  }
}

/** The control that should hold focus after `intent` is carried out, as a selector. */
export function focusSelectorFor(intent: GalleryIntent): string | null {
  switch (intent.action) {
    case 'next':
    case 'prev':
      return `[data-gallery-action="${intent.action}"]`;
    case 'thumb':
      return `[data-gallery-action="thumb"][data-gallery-index="${intent.index}"]`;
    case 'view':
      return `[data-gallery-action="view"][data-gallery-view="${intent.view}"]`;
    default:
      return null;
  }
}
