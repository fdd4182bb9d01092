'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../ui/button.tsx';

/** The header navigation: always shown on large screens, behind a Menu button on small ones. */
export function NavShell({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        variant="plain"
        size="inline"
        className="border border-current px-3 font-medium lg:hidden"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Close' : 'Menu'}
      </Button>
      <nav
        id="site-nav"
        aria-label={label}
        className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-full z-30 border-line border-b bg-header p-4 lg:static lg:block lg:border-0 lg:bg-transparent lg:p-0`}
      >
        {children}
      </nav>
    </>
  );
}
