'use client';

import {
  buildSearchUrl,
  parseSearchUrl,
  type SearchUrlContext,
} from '@forecourt/core/search/search-url';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useRef, useTransition } from 'react';

/** The search URL a filter form describes (its inputs use the URL's own parameter names). */
export function urlFromForm(form: HTMLFormElement, context: SearchUrlContext): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  const parsed = parseSearchUrl([], params, context);
  return parsed.kind === 'not-found' ? '/search' : buildSearchUrl(parsed.state, context);
}

interface SearchShellProps {
  context: SearchUrlContext;
  textDebounceMs: number;
  children: ReactNode;
}

/**
 * Makes the server-rendered filter forms live: a change navigates to the new search URL
 * (text after a pause) without reloading, and the previous results stay on screen, dimmed,
 * until the new ones arrive. Without JavaScript the same forms submit normally.
 */
export function SearchShell({ context, textDebounceMs, children }: SearchShellProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const textTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const navigate = (form: HTMLFormElement) => {
    if (form.dataset.search !== 'filters') return;
    const url = urlFromForm(form, context);
    startTransition(() => router.push(url, { scroll: false }));
  };

  return (
    <div
      data-pending={pending ? '' : undefined}
      className="group/search"
      onSubmit={(event: FormEvent<HTMLDivElement>) => {
        const form = event.target as HTMLFormElement;
        if (form.dataset.search !== 'filters') return;
        event.preventDefault();
        navigate(form);
      }}
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        // Unnamed controls carry no search state: the slider's own hidden inputs announce every
        // step, and the slider submits by itself once the shopper pauses.
        if (target.form && target.name && target.name !== 'query' && target.type !== 'number')
          navigate(target.form);
      }}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name !== 'query' || !target.form) return;
        const form = target.form;
        if (textTimer.current) clearTimeout(textTimer.current);
        textTimer.current = setTimeout(() => navigate(form), textDebounceMs);
      }}
    >
      {children}
    </div>
  );
}
