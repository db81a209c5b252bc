'use client';

import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import { useDismiss } from '@/components/ui/use-dismiss';
import { MenuLink } from './menu-link';
import { MenuEntryContent, type MenuEntry } from './menu-list';

interface HeaderMoreProps {
  items: MenuEntry[];
  label: string;
  /** Classes of the header's links, so the button and the panel's rows look like them. */
  look: { link: string; active: string; inactive: string };
  /** One of the items is the current page: the button is marked like a current link. */
  active: boolean;
}

/** The header's "More" button: a disclosure of the sections that do not fit in the row. */
export function HeaderMore({ items, label, look, active }: HeaderMoreProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, button);

  // Arrow keys walk the panel's links (Tab works too); Home and End jump to either end.
  const onKeyDown = (e: KeyboardEvent) => {
    const links = [...(panel.current?.querySelectorAll('a') ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = { ArrowDown: at + 1, ArrowUp: at <= 0 ? links.length - 1 : at - 1, Home: 0, End: links.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    links[next % links.length]?.focus();
  };

  return (
    <div ref={root} className="relative" onKeyDown={open ? onKeyDown : undefined}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(look.link, active || open ? look.active : look.inactive)}
      >
        {label}
        <Icon name="chevron-down" className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        ref={panel}
        id={panelId}
        hidden={!open}
        data-testid="header-more"
        className="absolute top-full left-0 z-50 mt-2 flex min-w-52 flex-col rounded-xl border border-border bg-surface p-1 shadow-xl shadow-black/10"
      >
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink href={item.href} className={cn(look.link, 'w-full')} activeClassName={look.active} inactiveClassName={look.inactive} onNavigate={close}>
              <MenuEntryContent item={item} />
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
