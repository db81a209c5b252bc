'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the returned element comes within a screen of the viewport; a browser without
 * IntersectionObserver (or a reader who never scrolls) still has the button beside it.
 */
export function useNearEnd<T extends Element>(onNear: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
