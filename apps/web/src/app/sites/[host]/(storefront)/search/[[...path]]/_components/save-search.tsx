'use client';

import { MAX_SAVED_SEARCH_NAME, signInHref, toAccountAnswer } from '@forecourt/core/accounts';
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';
import { readServerWatchlist, readWatchlist, subscribeWatchlist } from '@/lib/watchlist-store';

const FAILED = 'Saving the search did not work. Please try again.';

type Outcome = { kind: 'saved' | 'failed'; message: string } | null;

/**
 * 'Save search' (issue 14 §6): a signed-in shopper names the search on screen and keeps it in
 * My Garage; signed out, the link signs them in and brings them back to the same search.
 */
export function SaveSearch({ path, defaultName }: { path: string; defaultName: string }) {
  const { status } = useSyncExternalStore(subscribeWatchlist, readWatchlist, readServerWatchlist);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  if (status !== 'signed-in') {
    return (
      <Link
        href={signInHref({ type: 'gated', redirect: path, back: path })}
        prefetch={false}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        Save search
      </Link>
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const saved = await postJson('/api/saved-searches', { name: input.current?.value ?? '', path });
    const answer = toAccountAnswer(saved.body, FAILED);
    if (answer.ok) {
      setOpen(false);
      setOutcome({ kind: 'saved', message: answer.message ?? 'Search saved.' });
    } else setOutcome({ kind: 'failed', message: answer.message ?? FAILED });
    setBusy(false);
  }

  return (
    <div data-slot="save-search" className="flex flex-wrap items-center gap-2">
      {open ? (
        <form onSubmit={save} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={inputId} className="block text-sm">
              Name this search
            </label>
            <input
              ref={input}
              id={inputId}
              name="saved-search-name"
              defaultValue={defaultName.slice(0, MAX_SAVED_SEARCH_NAME)}
              maxLength={MAX_SAVED_SEARCH_NAME}
              required
              className="min-h-9 rounded-brand border border-line bg-surface px-2"
            />
          </div>
          <Button type="submit" size="sm" disabled={busy}>
            Save
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setOpen(false);
              // The opener comes back on the next render: focus it then, not a removed node.
              requestAnimationFrame(() => opener.current?.focus());
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen(true)}>
          Save search
        </Button>
      )}
      <p
        role={outcome?.kind === 'failed' ? 'alert' : 'status'}
        className={outcome?.kind === 'failed' ? 'text-danger text-sm' : 'text-sm'}
      >
        {outcome?.message}
        {outcome?.kind === 'saved' ? (
          <>
            {' '}
            <Link href="/my-garage#saved-searches" prefetch={false} className="underline">
              See My Garage
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
