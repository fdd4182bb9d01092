'use client';

import { useEffect, useState } from 'react';

type Options = { value: string; label: string }[];

/** One list from the trade-in vehicles API as choices; empty while `query` is null or loading. */
function useVehicleList(query: URLSearchParams | null, key: 'models' | 'badges'): Options {
  const [options, setOptions] = useState<Options>([]);
  const url = query ? `/api/trade-in/vehicles?${query}` : null;
  useEffect(() => {
    setOptions([]);
    if (!url) return;
    let active = true;
    fetch(url)
      .then((response) => response.json())
      .then((data: Partial<Record<typeof key, string[]>>) => {
        if (active) setOptions((data[key] ?? []).map((value) => ({ value, label: value })));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [url, key]);
  return options;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The trade-in form's model choices for a make and badge choices for a model, fetched as the
 * shopper picks (the platform knows thousands of them).
 */
export function useVehicleOptions(make: unknown, model: unknown) {
  const models = useVehicleList(
    text(make) ? new URLSearchParams({ make: text(make) }) : null,
    'models',
  );
  const badges = useVehicleList(
    text(make) && text(model)
      ? new URLSearchParams({ make: text(make), model: text(model) })
      : null,
    'badges',
  );
  return { models, badges };
}
