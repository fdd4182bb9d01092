'use client';

import { toAccountAnswer } from '@forecourt/core/accounts';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/json-client';

const FAILED = 'Deleting the saved search did not work. Please try again.';

export interface SavedSearchItem {
  id: number;
  name: string;
  path: string;
}

/** The shopper's saved searches, each opening its results, each deletable. */
export function SavedSearchList({ searches }: { searches: SavedSearchItem[] }) {
  const [items, setItems] = useState(searches);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const list = useRef<HTMLDivElement>(null);

  async function remove(item: SavedSearchItem) {
    setBusy(item.id);
    setMessage(null);
    const { body } = await postJson('/api/saved-searches/delete', { id: item.id });
    const answer = toAccountAnswer(body, FAILED);
    if (answer.ok) {
      setItems((current) => current.filter((entry) => entry.id !== item.id));
      setMessage({ text: `Deleted the saved search '${item.name}'.`, failed: false });
      // The button that had focus is gone: keep the shopper in the list, not at the page top.
      list.current?.focus();
    } else setMessage({ text: answer.message ?? FAILED, failed: true });
    setBusy(null);
  }

  return (
    <div ref={list} tabIndex={-1} className="mt-4 outline-none">
      {items.length === 0 ? (
        <p className="text-muted">
          No saved searches yet. Use 'Save search' on the search page to keep one here.
        </p>
      ) : (
        <ul data-slot="saved-searches" className="flex flex-col gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-brand border border-line p-4"
            >
              <Link
                prefetch={false}
                href={item.path}
                className="font-semibold text-primary underline"
              >
                {item.name}
              </Link>
              <Button
                variant="outline"
                size="sm"
                disabled={busy === item.id}
                onClick={() => remove(item)}
              >
                Delete<span className="sr-only"> the saved search {item.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role={message?.failed ? 'alert' : 'status'} className="mt-2 text-sm">
        {message?.text}
      </p>
    </div>
  );
}
