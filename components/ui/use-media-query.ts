import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the browser matches a media query, following changes live. `serverValue` is what the server
 * and hydration assume, until the browser says.
 */
export function useMediaQuery<S extends boolean | null>(query: string, serverValue: S): boolean | S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore<boolean | S>(subscribe, getSnapshot, () => serverValue);
}
