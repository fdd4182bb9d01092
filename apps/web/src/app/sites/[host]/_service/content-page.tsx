import { fillYears, toContentBlocks } from '@forecourt/core/service';
import type { ReactNode } from 'react';

/** A dealer text page (warranty, roadside assist): plain-text paragraphs and lists, never HTML. */
export function ContentPage({
  page,
  years,
  children,
}: {
  page: { title: string; intro: string; body: string[] };
  years: number;
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-bold text-3xl">{fillYears(page.title, years)}</h1>
      {page.intro ? (
        <p className="mt-3 text-lg text-muted">{fillYears(page.intro, years)}</p>
      ) : null}
      <div className="mt-6 flex flex-col gap-4">
        {toContentBlocks(page.body, years).map((block, index) =>
          block.kind === 'paragraph' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed config order
            <p key={index}>{block.text}</p>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed config order
            <div key={index}>
              {block.heading ? <p className="font-semibold">{block.heading}</p> : null}
              <ul className="mt-1 list-disc pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ),
        )}
      </div>
      {children}
    </article>
  );
}
