/** How a section lays out its locations (spec 2 §2 Locations). */
export type LocationLayout =
  | { kind: 'none' }
  | { kind: 'single' }
  | { kind: 'grid'; columnsOnLarge: 2 | 3 }
  | {
      kind: 'carousel';
      /** The Swipe hint shows on large screens only when more than 3 locations. */
      swipeHintOnLarge: boolean;
      /** More than 4 locations gives narrower items. */
      narrowItems: boolean;
    };

/**
 * One location: the large card. Several: a grid of 3 columns on large screens when 3 or more,
 * else 2, or the 'Our Locations' carousel when the section asks for one.
 */
export function chooseLocationLayout(count: number, display: 'cards' | 'carousel'): LocationLayout {
  if (count === 0) return { kind: 'none' };
  if (count === 1) return { kind: 'single' };
  if (display === 'carousel') {
    return { kind: 'carousel', swipeHintOnLarge: count > 3, narrowItems: count > 4 };
  }
  return { kind: 'grid', columnsOnLarge: count >= 3 ? 3 : 2 };
}
