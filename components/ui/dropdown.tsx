'use client';

import type { ReactNode } from 'react';
import { cn } from './cn';
import { usePopover } from './use-popover';

export interface DropdownProps {
  /** The content of the trigger button (an icon, a short label). */
  trigger: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  /** The panel; `close` hides it, e.g. after a choice. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
}

/** A button that opens a small panel; closes on outside click, Escape, or a choice. */
export function Dropdown({ trigger, label, children, align = 'end', triggerClassName, panelClassName }: DropdownProps) {
  const { open, close, rootRef, triggerProps, panelProps } = usePopover();

  return (
    <div ref={rootRef} className="relative">
      <button
        {...triggerProps}
        aria-label={label}
        className={cn(
          'inline-flex h-9 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-fg transition hover:bg-surface-2 [&_svg]:size-[18px]',
          open && 'bg-surface-2',
          triggerClassName,
        )}
      >
        {trigger}
      </button>
      {open ? (
        <div
          {...panelProps}
          className={cn(
            'absolute top-full z-50 mt-2 min-w-44 rounded-xl border border-border bg-surface p-1 shadow-xl shadow-black/10',
            align === 'end' ? 'right-0' : 'left-0',
            panelClassName,
          )}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

export interface DropdownItemProps {
  selected?: boolean;
  onSelect: () => void;
  icon?: ReactNode;
  children: ReactNode;
  lang?: string;
}

/** One choice in a dropdown panel; the selected one carries aria-pressed. */
export function DropdownItem({ selected, onSelect, icon, children, lang }: DropdownItemProps) {
  return (
    <button
      type="button"
      lang={lang}
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition [&_svg]:size-4',
        selected ? 'bg-accent/12 font-semibold text-accent' : 'text-fg hover:bg-surface-2',
      )}
    >
      {icon ? <span className="shrink-0">{icon}</span> : null}
      <span className="flex-1">{children}</span>
    </button>
  );
}
