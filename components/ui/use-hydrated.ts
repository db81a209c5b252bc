'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False during server rendering and hydration, true afterwards: for values only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
