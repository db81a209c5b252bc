'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface ViewTab<K extends string> {
  key: K;
  label: ReactNode;
}

interface ViewTabsProps<K extends string> {
  tabs: readonly ViewTab<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Names the row for assistive tech. */
  label: string;
  /** Prefix of the tabs' and panel's ids. */
  idBase: string;
}

/** The id of a tab, and of the one panel that shows the chosen tab. */
export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/**
 * Tabs that switch a view in place: one tab stop, arrows, Home and End move between them (WAI-ARIA tabs).
 * On a phone they share the row evenly, without their icons, so none hides past the edge.
 */
export function ViewTabs<K extends string>({ tabs, value, onChange, label, idBase }: ViewTabsProps<K>) {
  const row = useRef<HTMLDivElement>(null);
  const focusAt = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.key);
    row.current?.ownerDocument.getElementById(tabId(idBase, tab.key))?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key === value);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    focusAt(next);
  };
  return (
    <div ref={row} role="tablist" aria-label={label} onKeyDown={onKeyDown} className="grid grid-flow-col auto-cols-fr gap-1 sm:flex sm:flex-wrap sm:gap-1.5">
      {tabs.map((tab) => {
        const selected = tab.key === value;
        return (
          <button
            key={tab.key}
            id={tabId(idBase, tab.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            className={cn(
              'inline-flex min-h-9 min-w-0 items-center justify-center gap-1.5 rounded-full px-2 py-1 text-center text-[13px] leading-tight font-semibold transition max-sm:[&_svg]:hidden sm:shrink-0 sm:px-3.5 sm:text-sm sm:whitespace-nowrap [&_svg]:size-4',
              selected ? 'bg-fg text-bg' : 'border border-border bg-surface text-muted hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel under a row of ViewTabs. */
export function ViewPanel({ idBase, value, children, className }: { idBase: string; value: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, value)} className={cn('flex flex-col gap-4', className)}>
      {children}
    </div>
  );
}
