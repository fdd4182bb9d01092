'use client';

import { type RefObject, useEffect, useState } from 'react';

/** True once the element comes within `marginPx` of the viewport (and from then on). */
export function useNearView(
  ref: RefObject<Element | null>,
  marginPx: number,
  eager = false,
): boolean {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);
  return near;
}
