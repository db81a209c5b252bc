'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer down outside `root` or Escape anywhere calls `close`; Escape also gives
 * focus back to the trigger, and stops there so an enclosing dialog does not close as well.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, trigger?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      close();
      trigger?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, close, trigger]);
}
