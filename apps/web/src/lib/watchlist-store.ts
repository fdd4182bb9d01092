'use client';

import {
  signInHref,
  toAccountAnswer,
  WATCHLIST_FAILED,
  watchlistRemovedToast,
  watchlistSavedToast,
} from '@forecourt/core/accounts';
import { showToast } from '@/components/ui/toast';
import { ANALYTICS_EVENTS, trackEvent } from './analytics.ts';
import { getJson, postJson } from './json-client.ts';

export interface WatchlistState {
  /** 'loading' until GET /api/watchlist answers. */
  status: 'loading' | 'signed-out' | 'signed-in';
  ids: ReadonlySet<number>;
  /** Cars with a call under way: their buttons are disabled (spec 1 §4 loading flag). */
  pending: ReadonlySet<number>;
}

export interface WatchedCar {
  id: number;
  name: string;
}

const PENDING_KEY = 'forecourt.watchlist-pending';
const serverState: WatchlistState = { status: 'loading', ids: new Set(), pending: new Set() };
let state: WatchlistState = serverState;
let loaded = false;
const listeners = new Set<() => void>();

function set(next: Partial<WatchlistState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeWatchlist(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) {
    loaded = true;
    void load();
  }
  return () => listeners.delete(listener);
}

export const readWatchlist = () => state;
export const readServerWatchlist = () => serverState;

async function load(): Promise<void> {
  const answer = await getJson('/api/watchlist');
  const body = toAccountAnswer(answer.body, WATCHLIST_FAILED);
  if (!answer.ok || !body.ok) {
    console.warn('watchlist failed to load', body.message ?? answer.status);
    set({ status: 'signed-out' });
    return;
  }
  set({ status: body.signed_in ? 'signed-in' : 'signed-out', ids: new Set(body.car_ids) });
  if (body.signed_in) await savePendingCar();
}

/** After signing in from Save, the car the shopper meant to save is saved on return. */
async function savePendingCar(): Promise<void> {
  let pending: WatchedCar | null = null;
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      parsed &&
      typeof parsed === 'object' &&
      'id' in parsed &&
      'name' in parsed &&
      Number.isInteger(parsed.id) &&
      typeof parsed.name === 'string'
    ) {
      pending = { id: Number(parsed.id), name: parsed.name };
    }
  } catch {
    pending = null;
  }
  if (pending && !state.ids.has(pending.id)) await saveCar(pending);
}

function withId(ids: ReadonlySet<number>, id: number, present: boolean): Set<number> {
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Saves a car: the local list first (optimistic), then the server (spec 1 §4); signed out, goes
 * to sign-in with type watchlist and remembers the car for the return. Resolves to success.
 */
export async function saveCar(car: WatchedCar): Promise<boolean> {
  if (state.status !== 'signed-in') {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(car));
    const here = `${location.pathname}${location.search}`;
    location.assign(signInHref({ type: 'watchlist', redirect: here, back: here }));
    return false;
  }
  return change(car, 'save');
}

export function removeCar(car: WatchedCar): Promise<boolean> {
  return change(car, 'remove');
}

async function change(car: WatchedCar, action: 'save' | 'remove'): Promise<boolean> {
  if (state.pending.has(car.id)) return false;
  const before = state.ids.has(car.id);
  set({
    ids: withId(state.ids, car.id, action === 'save'),
    pending: withId(state.pending, car.id, true),
  });
  const answer = await postJson(`/api/watchlist/${action}-car`, { car_id: car.id });
  const body = toAccountAnswer(answer.body, WATCHLIST_FAILED);
  if (!answer.ok || !body.ok) {
    set({ ids: withId(state.ids, car.id, before), pending: withId(state.pending, car.id, false) });
    // Spec 1 §8: a failed watchlist call is a browser alert with the error message.
    window.alert(body.message ?? WATCHLIST_FAILED);
    return false;
  }
  set({ ids: new Set(body.car_ids ?? state.ids), pending: withId(state.pending, car.id, false) });
  if (action === 'save') {
    trackEvent(ANALYTICS_EVENTS.watchlistSave, { carId: car.id, list: 'watchlist' });
    showToast(watchlistSavedToast(car.name));
  } else {
    showToast(watchlistRemovedToast(car.name));
  }
  return true;
}
