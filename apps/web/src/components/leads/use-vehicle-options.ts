'use client';

import { readOrNull } from '@forecourt/core/json';
import {
  OTHER_VEHICLE_OPTION,
  OTHER_VEHICLE_VALUE,
  readTradeInVehiclesAnswer,
} from '@forecourt/core/leads';
import { useJson } from '@/lib/use-json';

type Options = { value: string; label: string }[];

/**
 * One list from the trade-in vehicles API as choices, ending with 'Other' once it has loaded
 * (or failed to: the shopper can still type the vehicle in); empty while `query` is null.
 */
function useVehicleList(query: URLSearchParams | null, key: 'models' | 'badges'): Options {
  const answer = useJson(query ? `/api/trade-in/vehicles?${query}` : null);
  if (!answer) return [];
  const list = readOrNull(readTradeInVehiclesAnswer, answer.body)?.[key] ?? [];
  return [...list.map((value) => ({ value, label: value })), OTHER_VEHICLE_OPTION];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The trade-in form's model choices for a make and badge choices for a model, fetched as the
 * shopper picks (the platform knows thousands of them), each ending with 'Other' (issue 25 §3).
 * A make typed in has only 'Other' for its model, and a model typed in only 'Other' for a badge.
 */
export function useVehicleOptions(make: unknown, model: unknown) {
  const typedMake = text(make) === OTHER_VEHICLE_VALUE;
  const typedModel = typedMake || text(model) === OTHER_VEHICLE_VALUE;
  const models = useVehicleList(
    text(make) && !typedMake ? new URLSearchParams({ make: text(make) }) : null,
    'models',
  );
  const badges = useVehicleList(
    text(make) && text(model) && !typedModel
      ? new URLSearchParams({ make: text(make), model: text(model) })
      : null,
    'badges',
  );
  return {
    models: typedMake ? [OTHER_VEHICLE_OPTION] : models,
    badges: typedModel && text(model) ? [OTHER_VEHICLE_OPTION] : badges,
  };
}
