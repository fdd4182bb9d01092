'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { getJson } from '@/lib/json-client';

const POLL_MS = 4_000;

function newestIdOf(body: unknown): number | null {
  if (!body || typeof body !== 'object' || !('leads' in body) || !Array.isArray(body.leads)) {
    return null;
  }
  const first: unknown = body.leads[0];
  return first && typeof first === 'object' && 'id' in first && typeof first.id === 'number'
    ? first.id
    : 0;
}

/**
 * New leads without a reload (issue 28 §5): every 4 seconds while the tab is visible, asks for
 * the newest lead under the same filters; when there is a newer one, re-renders the list in
 * place (focus and typed filters stay) and says so to screen readers.
 */
export function InboxLiveUpdates({ search, newestId }: { search: string; newestId: number }) {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  const newest = useRef(newestId);
  newest.current = Math.max(newest.current, newestId);

  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      if (document.visibilityState !== 'visible') return;
      const answer = await getJson(`/api/leads${search}`);
      const id = answer.ok ? newestIdOf(answer.body) : null;
      if (stopped || id === null || id <= newest.current) return;
      newest.current = id;
      setAnnouncement(`New lead arrived at ${new Date().toLocaleTimeString('en-AU')}.`);
      router.refresh();
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [router, search]);

  return (
    <p role="status" className="mt-2 min-h-6 text-sm">
      {announcement}
    </p>
  );
}
