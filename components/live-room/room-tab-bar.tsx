'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { RoomTab } from './room-kind';

interface RoomTabBarProps {
  tabs: readonly RoomTab[];
  active: RoomTab;
  onSelect(tab: RoomTab): void;
}

const TAB_SCROLL_MARGIN_PX = 12;

export const tabId = (tab: RoomTab) => `room-tab-${tab}`;
export const panelId = (tab: RoomTab) => `room-panel-${tab}`;

/** The room's tab list; arrow keys, Home and End move between tabs as the ARIA tabs pattern says. */
export function RoomTabBar({ tabs, active, onSelect }: RoomTabBarProps) {
  const t = useTranslations('liveroom.tabs');
  const refs = useRef(new Map<RoomTab, HTMLButtonElement>());

  // On a narrow screen the open tab (say, odds from a shared link) may sit past the right edge.
  // Only the list scrolls sideways; scrollIntoView could also scroll the page.
  useEffect(() => {
    const tab = refs.current.get(active);
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const before = tab.offsetLeft < list.scrollLeft;
    const after = tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth;
    if (before || after) list.scrollLeft = Math.max(0, tab.offsetLeft - TAB_SCROLL_MARGIN_PX);
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(active);
    const next =
      event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('label')}
      onKeyDown={onKeyDown}
      className="scrollbar-none sticky top-0 z-10 flex gap-1 overflow-x-auto border-b border-border bg-bg/95 px-3 py-2 backdrop-blur"
    >
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(el) => {
              if (el) refs.current.set(tab, el);
              else refs.current.delete(tab);
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )}
          >
            {t(tab)}
          </button>
        );
      })}
    </div>
  );
}
