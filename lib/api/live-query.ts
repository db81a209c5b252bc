'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { DataTag, QueryKey } from '@tanstack/react-query';

/**
 * What the server rendered a live value with, and when (epoch ms): newer than a kept value, it wins.
 * Without a value the server drew the data itself; the hook then stays undefined until a newer answer.
 */
export interface LiveSeed<T> {
  value?: T;
  at: number;
}

interface Entry {
  value: unknown;
  at: number;
  listeners: Set<() => void>;
  stop: (() => void) | null;
  /** Asks at once; set while something shows the key. */
  refresh: (() => void) | null;
}

type Load<T> = (signal: AbortSignal) => Promise<T>;

// The page shell and the home page keep a few server-rendered values fresh (the live count, featured
// matches, today's schedule). They read the same query options as every other page, but the home
// page and the shell must stay light on first load, so here those options are polled through this
// small shared store instead of the query cache the data pages load; one key is fetched once for
// every component that shows it.
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { value: undefined, at: 0, listeners: new Set(), stop: null, refresh: null };
    entries.set(key, entry);
  }
  return entry;
}

/** `intervalMs` null: asked once when nothing is kept, then never again (a day that no longer moves). */
function startPolling<T>(entry: Entry, load: Load<T>, intervalMs: number | null): void {
  let controller: AbortController | null = null;
  const refresh = async () => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    try {
      const value = await load(current.signal);
      if (current.signal.aborted) return;
      entry.value = value;
      entry.at = Date.now();
      for (const listener of entry.listeners) listener();
    } catch {
      // A failed poll keeps the last good value; the next tick tries again.
    }
  };
  entry.refresh = () => void refresh();
  if (intervalMs === null) {
    entry.stop = () => {
      controller?.abort();
      entry.stop = null;
      entry.refresh = null;
    };
    if (entry.at === 0) void refresh();
    return;
  }
  const due = () => Date.now() - entry.at >= intervalMs;
  // Like the query cache's default: no polling while the tab is hidden, a catch-up when it shows again.
  const tick = () => {
    if (document.visibilityState === 'visible' && due()) void refresh();
  };
  const timer = setInterval(tick, intervalMs);
  document.addEventListener('visibilitychange', tick);
  entry.stop = () => {
    clearInterval(timer);
    controller?.abort();
    document.removeEventListener('visibilitychange', tick);
    entry.stop = null;
    entry.refresh = null;
  };
  if (due()) void refresh();
}

/** Query options as `queryOptions` builds them; the query functions of this project read only `signal`. */
export interface LiveQueryOptions<T> {
  queryKey: DataTag<QueryKey, T, Error>;
  queryFn?: unknown;
}

function loaderOf<T>(options: LiveQueryOptions<T>): Load<T> {
  // Typed by the key's data tag; the query cache's full context is not needed by these functions.
  const queryFn = options.queryFn as (context: { signal: AbortSignal; queryKey: QueryKey }) => Promise<T>;
  return (signal) => queryFn({ signal, queryKey: options.queryKey });
}

/**
 * The data of a query, asked again every `intervalMs` while some component shows it (null: only
 * when nothing is kept, for data that no longer changes). `seed` is what
 * the server rendered (shown until a newer answer arrives); without one the value is undefined until
 * the first answer. On the server it is the seed: nothing is kept between requests. Null options ask
 * nothing (a guest's own data).
 */
export function useLiveQuery<T>(options: LiveQueryOptions<T> | null, intervalMs: number | null, seed?: LiveSeed<T>): T | undefined {
  const load = options ? loaderOf(options) : null;
  const entry = typeof window === 'undefined' || !options ? null : entryOf(JSON.stringify(options.queryKey));
  if (entry && seed && seed.at > entry.at) {
    // A newer server render replaces what was kept from an earlier visit; every reader of the key
    // renders from this same seed, so there is no one to tell.
    entry.value = seed.value;
    entry.at = seed.at;
  }

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry || !load) return () => {};
      entry.listeners.add(listener);
      if (entry.listeners.size === 1) startPolling(entry, load, intervalMs);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0) entry.stop?.();
      };
    },
    // The loader is rebuilt on every render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entry, intervalMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => (entry ? (entry.value as T | undefined) : seed?.value),
    () => seed?.value,
  );
}

/**
 * Changes a kept value at once, as a change the viewer just made shows before the server confirms it
 * (the query cache's `setQueryData`); a key nothing has shown yet is left alone.
 */
export function setLiveQueryData<T>(queryKey: QueryKey, update: (value: T) => T): void {
  const entry = entries.get(JSON.stringify(queryKey));
  if (!entry || entry.value === undefined) return;
  entry.value = update(entry.value as T);
  for (const listener of entry.listeners) listener();
}

/**
 * Asks again for every kept key under `prefix` (the query cache's `invalidateQueries`): at once where
 * something shows it, else the next time something does.
 */
export function refreshLiveQueries(prefix: QueryKey): void {
  const head = JSON.stringify(prefix).slice(0, -1);
  for (const [key, entry] of entries) {
    if (key !== `${head}]` && !key.startsWith(`${head},`)) continue;
    entry.at = 0;
    entry.refresh?.();
  }
}

/** Tests: a value kept as if it had just arrived. */
export function primeLiveQuery(queryKey: QueryKey, value: unknown): void {
  const entry = entryOf(JSON.stringify(queryKey));
  entry.value = value;
  entry.at = Date.now();
}

/** Tests: forget every kept value and stop every poll. */
export function resetLiveQueries(): void {
  for (const entry of entries.values()) entry.stop?.();
  entries.clear();
}
