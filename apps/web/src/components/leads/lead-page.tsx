import type { ReactNode } from 'react';

/** The frame of a lead form page: heading, a line of introduction, the form, and an aside. */
export function LeadPage({
  title,
  intro,
  children,
  aside,
  anchor,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  /** Fragment id on the form's section, e.g. 'finance-form'. */
  anchor?: string;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section id={anchor} aria-labelledby="lead-page-title" className="scroll-mt-24">
        <h1 id="lead-page-title" className="font-bold text-3xl">
          {title}
        </h1>
        <div className="mt-2 mb-6 text-muted">{intro}</div>
        {children}
      </section>
      {aside ? <aside className="flex flex-col gap-6">{aside}</aside> : null}
    </div>
  );
}
