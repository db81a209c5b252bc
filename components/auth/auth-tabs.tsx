'use client';

import type { KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { AUTH_VIEWS, type AuthTab } from './auth-dialog-store';

export const tabId = (base: string, view: AuthTab) => `${base}-tab-${view}`;
export const panelId = (base: string, view: AuthTab) => `${base}-panel-${view}`;

export interface AuthTabsProps {
  view: AuthTab;
  onChange(view: AuthTab): void;
  /** Prefix of the tab and panel ids. */
  idBase: string;
  label: string;
  labels: Record<AuthTab, string>;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** "Log in" / "Sign up" as an ARIA tab list: arrow keys, Home and End move between the two. */
export function AuthTabs({ view, onChange, idBase, label, labels }: AuthTabsProps) {
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const index = AUTH_VIEWS.indexOf(view);
    const step = STEP[e.key];
    let next: AuthTab | undefined;
    if (step !== undefined) next = AUTH_VIEWS[(index + step + AUTH_VIEWS.length) % AUTH_VIEWS.length];
    else if (e.key === 'Home') next = AUTH_VIEWS[0];
    else if (e.key === 'End') next = AUTH_VIEWS[AUTH_VIEWS.length - 1];
    if (!next) return;
    e.preventDefault();
    onChange(next);
    document.getElementById(tabId(idBase, next))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
      {AUTH_VIEWS.map((v) => {
        const selected = v === view;
        return (
          <button
            key={v}
            type="button"
            role="tab"
            id={tabId(idBase, v)}
            aria-selected={selected}
            aria-controls={panelId(idBase, v)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(v)}
            className={cn(
              'h-9 rounded-lg text-sm font-semibold transition',
              selected ? 'bg-surface text-fg shadow-sm shadow-black/10' : 'text-muted hover:text-fg',
            )}
          >
            {labels[v]}
          </button>
        );
      })}
    </div>
  );
}
