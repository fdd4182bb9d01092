'use client';

import {
  buildSearchUrl,
  parseSearchUrl,
  type SearchUrlContext,
  withoutOrphanModels,
} from '@forecourt/core/search';
import { useRouter } from 'next/navigation';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';
import { getSearchResultsCache } from './search-results-cache.ts';

/** The search URL a filter form describes (its inputs use the URL's own parameter names). */
export function urlFromForm(form: HTMLFormElement, context: SearchUrlContext): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  const parsed = parseSearchUrl([], params, context);
  if (parsed.kind === 'not-found') return '/search';
  return buildSearchUrl(withoutOrphanModels(parsed.state, context), context);
}

/** A control whose value differs from the one the server rendered: changed before hydration. */
function isEdited(element: Element): boolean {
  if (element instanceof HTMLInputElement) {
    if (!element.name || element.type === 'hidden') return false;
    if (element.type === 'checkbox' || element.type === 'radio')
      return element.checked !== element.defaultChecked;
    return element.value !== element.defaultValue;
  }
  if (element instanceof HTMLSelectElement)
    return [...element.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

/** Which control had focus when a search went out: the next page (a remount) gives it back. */
let focusAfterNavigation: string | null = null;

export interface SearchShellState {
  /** 'loading' while a search is on its way, 'error' when the last one failed. */
  status: 'idle' | 'loading' | 'error';
  /** In the phone sheet: the total of the drafted search ('Show Me {n}'), null until known. */
  draftTotal: number | null;
  /** Run the search a filter form describes: live, or in the sheet only counted (a draft). */
  apply(form: HTMLFormElement, options?: { debounce?: boolean }): void;
  /** Go to the search a form describes (the sheet's 'Show Me'). */
  submit(form: HTMLFormElement): void;
  /** Go to a search URL (a chip, a page, Clear all). */
  navigate(url: string): void;
  retry(): void;
  /** Forget the sheet's draft (it closed without 'Show Me'). */
  discardDraft(): void;
}

const ShellContext = createContext<SearchShellState | null>(null);

/** The search shell around this component; null outside one (e.g. a form used elsewhere). */
export function useSearchShell(): SearchShellState | null {
  return useContext(ShellContext);
}

interface SearchShellProps {
  context: SearchUrlContext;
  textDebounceMs: number;
  /** `search.clientCacheSize`: recent searches the browser keeps (spec 1 §9). */
  cacheSize: number;
  /** The search on screen: its canonical URL and displayed total (one of the recent searches). */
  current: { url: string; total: number };
  children: ReactNode;
}

/**
 * Makes the server-rendered search page live. A filter change (or a search link: chips, pages,
 * Clear all) first asks the JSON API for the new search, or finds it in the browser's cache of
 * recent searches, then navigates; until the new page arrives, and if the search fails, the
 * previous results and filters stay on screen (spec 1 §4), the latter with a message and a retry.
 * Inside the phone sheet a change is a draft: only 'Show Me {n}' follows it, until 'Show Me'.
 * Whatever was typed or ticked before hydration is taken up once it ends. Without JavaScript the
 * same forms submit normally.
 */
export function SearchShell({
  context,
  textDebounceMs,
  cacheSize,
  current,
  children,
}: SearchShellProps) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const [status, setStatus] = useState<SearchShellState['status']>('idle');
  const [draftTotal, setDraftTotal] = useState<number | null>(null);
  const failed = useRef<string | null>(null);
  const latest = useRef(0);
  const textTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const cache = getSearchResultsCache(cacheSize);

  const api = useMemo((): SearchShellState => {
    const go = (url: string) => {
      const ticket = ++latest.current;
      const focused = document.activeElement;
      focusAfterNavigation = focused instanceof HTMLElement && focused.id ? focused.id : null;
      failed.current = null;
      setStatus('loading');
      cache.lookup(url).then(
        () => {
          if (ticket !== latest.current) return;
          setStatus('idle');
          startTransition(() => router.push(url, { scroll: false }));
        },
        () => {
          if (ticket !== latest.current) return;
          failed.current = url;
          setStatus('error');
        },
      );
    };
    const preview = (url: string) => {
      const ticket = ++latest.current;
      cache.lookup(url).then(
        (summary) => {
          // Only the latest draft's count shows: an older answer arriving late is dropped.
          if (ticket === latest.current) setDraftTotal(summary.total);
        },
        () => {},
      );
    };
    const run = (form: HTMLFormElement) => {
      const url = urlFromForm(form, context);
      if (form.closest('[data-search-draft]')) preview(url);
      else go(url);
    };
    return {
      status,
      draftTotal,
      apply(form, options = {}) {
        if (form.dataset.search !== 'filters') return;
        if (textTimer.current) clearTimeout(textTimer.current);
        if (options.debounce) textTimer.current = setTimeout(() => run(form), textDebounceMs);
        else run(form);
      },
      submit(form) {
        if (textTimer.current) clearTimeout(textTimer.current);
        setDraftTotal(null);
        go(urlFromForm(form, context));
      },
      navigate(url) {
        if (textTimer.current) clearTimeout(textTimer.current);
        setDraftTotal(null);
        go(url);
      },
      retry() {
        if (failed.current) go(failed.current);
      },
      discardDraft() {
        latest.current++;
        if (textTimer.current) clearTimeout(textTimer.current);
        setDraftTotal(null);
      },
    };
  }, [cache, context, router, status, draftTotal, textDebounceMs]);

  // Hydration is over: take up what the shopper typed or ticked before it (React kept it on
  // screen), and give focus back to the control that had it before the page changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const form = root.current?.querySelector('#search-filters');
    if (form instanceof HTMLFormElement) {
      const edited = [...form.elements].filter(isEdited);
      if (edited.length > 0)
        api.apply(form, {
          debounce: edited.some((element) => (element as HTMLInputElement).name === 'query'),
        });
    }
    if (focusAfterNavigation) {
      // This page's own copy of the control (the previous page's may still be in the document,
      // hidden, until the router lets it go).
      const target = root.current?.querySelector<HTMLElement>(
        `#${CSS.escape(focusAfterNavigation)}`,
      );
      if (target && target !== document.activeElement) target.focus({ preventScroll: true });
      focusAfterNavigation = null;
    }
  }, []);
  useEffect(() => () => clearTimeout(textTimer.current ?? undefined), []);
  useEffect(() => {
    cache.prime(current.url, { total: current.total });
  }, [cache, current.url, current.total]);

  const onSearchLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/search')) return;
    event.preventDefault();
    api.navigate(url.pathname + url.search);
  };

  return (
    <ShellContext.Provider value={api}>
      <div
        ref={root}
        data-pending={navigating || status === 'loading' ? '' : undefined}
        className="group/search"
        onClickCapture={onSearchLink}
        onSubmit={(event) => {
          const form = event.target as HTMLFormElement;
          if (form.dataset.search !== 'filters') return;
          event.preventDefault();
          api.submit(form);
        }}
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          // Unnamed controls carry no search state (the slider's thumbs: it applies by itself
          // once the shopper pauses); the search box and number boxes wait for a pause or Enter.
          if (target.form && target.name && target.name !== 'query' && target.type !== 'number')
            api.apply(target.form);
        }}
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === 'query' && target.form) api.apply(target.form, { debounce: true });
        }}
      >
        {children}
      </div>
    </ShellContext.Provider>
  );
}
