import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/lib/domain/constants';

const QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
const getServerSnapshot = (): boolean | null => null;

/** true from the desktop layout up (1024 px), false on phones, null before the browser says. */
export function useWideLayout(): boolean | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
