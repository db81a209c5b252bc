'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A horizontally scrolling navigation row. On a phone the current item can sit past the edge,
 * so the row scrolls it into view once it is shown.
 */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !current) return;
    const overflow = current.offsetLeft + current.offsetWidth - row.clientWidth;
    if (overflow > 0) row.scrollLeft = overflow + row.clientWidth / 2 - current.offsetWidth / 2;
  }, []);
  return (
    <nav ref={ref} aria-label={label} className="scrollbar-none relative -mx-1 overflow-x-auto">
      {children}
    </nav>
  );
}
