'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

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
    <Button onClick={() => window.print()} className="print:hidden">
      Print this page
    </Button>
  );
}
