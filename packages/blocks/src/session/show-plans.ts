import { useSyncExternalStore } from 'react';
import { SHOW_PLANS_KEY } from './storage.ts';

/**
 * The stored show-plans flag (SPEC §6 "show plans (true, or local with stored flag)"). It is runtime state
 * of this browser, not a feature switch: it only matters when the manifest's `features.showPlans` is
 * "local". What sets it (our decision, SPEC is silent): opening any portal address with `?show-plans=1`
 * (a preview or campaign link) stores localStorage `tp.showPlans` = "true"; `?show-plans=0` removes it;
 * signing out removes it with every other saved value (SPEC §4 logout).
 */
export const SHOW_PLANS_QUERY = 'show-plans';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** True when this browser holds the flag. An unreadable storage counts as "not set" (plans stay hidden). */
export function readShowPlansFlag(): boolean {
  return storage()?.getItem(SHOW_PLANS_KEY) === 'true';
}

/** Sets or clears the flag and notifies every reader (`useShowPlansFlag`). */
export function writeShowPlansFlag(on: boolean): void {
  const store = storage();
  if (!store) return;
  if (on) store.setItem(SHOW_PLANS_KEY, 'true');
  else store.removeItem(SHOW_PLANS_KEY);
  for (const listener of listeners) listener();
}

/** Applies `?show-plans=1` / `?show-plans=0` of a URL search string; other values are ignored. */
export function applyShowPlansQuery(search: string): void {
  const value = new URLSearchParams(search).get(SHOW_PLANS_QUERY);
  if (value === '1' || value === '0') writeShowPlansFlag(value === '1');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SHOW_PLANS_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The stored flag, re-rendering when it changes (in this tab or another). */
export function useShowPlansFlag(): boolean {
  return useSyncExternalStore(subscribe, readShowPlansFlag, () => false);
}
