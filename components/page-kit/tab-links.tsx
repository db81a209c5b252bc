'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/components/ui/cn';

export interface TabLink {
  href: string;
  label: ReactNode;
  /** Active only on this exact path (default for "/"); otherwise also on sub-paths. */
  exact?: boolean;
}

/** Whether a tab's href matches the current locale-free pathname. */
export function isActiveHref(pathname: string, href: string, exact = href === '/'): boolean {
  const target = href.split(/[?#]/)[0] || '/';
  if (exact || target === '/') return pathname === target;
  return pathname === target || pathname.startsWith(`${target}/`);
}

export interface TabLinksProps {
  items: readonly TabLink[];
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
  /** On phones the tabs share the row evenly, icon over label, so every tab shows without scrolling; from `sm` they sit in a line. */
  even?: boolean;
}

const ROW = 'flex min-w-max items-center gap-1 px-1';
const EVEN_ROW = 'grid grid-flow-col auto-cols-fr gap-1 px-1 sm:flex sm:min-w-max sm:items-center';
const TAB = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition';
const EVEN_TAB =
  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1 text-center text-[11px] leading-tight font-semibold transition sm:inline-flex sm:h-9 sm:min-h-0 sm:flex-row sm:gap-1.5 sm:rounded-full sm:px-3.5 sm:py-0 sm:text-sm sm:whitespace-nowrap';

/** A row of tabs that are links; the one for the current page is marked. */
export function TabLinks({ items, label, className, even = false }: TabLinksProps) {
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: bring the current tab into view, or the page seems to have none.
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const box = row.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.left < box.left || tab.right > box.right) row.scrollLeft += tab.left - box.left - 16;
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={label} className={cn('scrollbar-none -mx-1 overflow-x-auto', className)}>
      <ul className={even ? EVEN_ROW : ROW}>
        {items.map((item) => {
          const active = isActiveHref(pathname, item.href, item.exact);
          return (
            <li key={item.href} className={even ? 'min-w-0' : undefined}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  even ? EVEN_TAB : TAB,
                  active ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
