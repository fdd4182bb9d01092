import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { default: 'Forecourt console', template: '%s — Forecourt console' },
  robots: { index: false, follow: false },
};

/** The dealer console's own shell: no storefront header, footer or brand (issue 28 §1). */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-subtle text-text">{children}</div>;
}
