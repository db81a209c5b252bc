'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A button that opens a panel: its open state, and the props that tie the two together for
 * assistive technology. A click outside, or Escape, closes the panel (see `useDismiss`).
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, trigger);
  return {
    open,
    close,
    /** On the element holding both, so a click inside the panel does not count as outside. */
    rootRef: root,
    triggerProps: { ref: trigger, type: 'button', 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((v) => !v) } as const,
    panelProps: { id: panelId },
  };
}
