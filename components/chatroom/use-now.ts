'use client';

import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

// One shared clock for every relative time on the page.
let current = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  current = Date.now();
  listeners.add(listener);
  timer ??= window.setInterval(() => {
    current = Date.now();
    for (const l of listeners) l();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time; the server's during hydration so the first render matches it, then a clock ticking every 30 s. */
export function useNow(serverNow: number): number {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => serverNow,
  );
}
