'use client';

import { useEffect, useState } from 'react';

type Options = { value: string; label: string }[];

/**
 * The trade-in form's model choices for a make and badge choices for a model, fetched as the
 * shopper picks (the platform knows thousands of them).
 */
export function useVehicleOptions(make: unknown, model: unknown) {
  const [models, setModels] = useState<Options>([]);
  const [badges, setBadges] = useState<Options>([]);
  useEffect(() => {
    setModels([]);
    if (typeof make !== 'string' || !make) return;
    let active = true;
    fetch(`/api/trade-in/vehicles?make=${encodeURIComponent(make)}`)
      .then((response) => response.json())
      .then((data: { models?: string[] }) => {
        if (active) setModels((data.models ?? []).map((value) => ({ value, label: value })));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [make]);
  useEffect(() => {
    setBadges([]);
    if (typeof make !== 'string' || !make || typeof model !== 'string' || !model) return;
    let active = true;
    fetch(
      `/api/trade-in/vehicles?make=${encodeURIComponent(make)}&model=${encodeURIComponent(model)}`,
    )
      .then((response) => response.json())
      .then((data: { badges?: string[] }) => {
        if (active) setBadges((data.badges ?? []).map((value) => ({ value, label: value })));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [make, model]);
  return { models, badges };
}
