import type { ReactNode } from 'react';

/** A signed-out console page: one card, centred, with the page's heading. */
export function ConsoleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <p className="mb-4 font-bold text-lg">Forecourt console</p>
      <div className="rounded-lg border border-line bg-surface p-6 shadow-sm">
        <h1 className="mb-2 font-bold text-2xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}
