'use client';

import { useEffect } from 'react';

/** Opens the print dialog once the page (and its photo) has loaded; a button does it again. */
export function AutoPrint() {
  useEffect(() => {
    const print = () => window.print();
    if (document.readyState === 'complete') {
      const timer = setTimeout(print, 300);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', print, { once: true });
    return () => window.removeEventListener('load', print);
  }, []);
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center rounded-brand bg-primary px-4 font-semibold text-on-primary print:hidden"
    >
      Print this page
    </button>
  );
}
