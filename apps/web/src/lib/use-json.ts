'use client';

import { useEffect, useState } from 'react';
import { getJson, type JsonAnswer } from './json-client.ts';

/**
 * The answer of a JSON route, read once per `url`: null while `url` is null or its answer has not
 * come. When `url` changes, the read of the old one is cancelled and its answer never shown.
 */
export function useJson(url: string | null): JsonAnswer | null {
  const [loaded, setLoaded] = useState<{ url: string; answer: JsonAnswer } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    getJson(url, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setLoaded({ url, answer });
    });
    return () => controller.abort();
  }, [url]);
  return url && loaded?.url === url ? loaded.answer : null;
}
