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
}

/** A row of tabs that are links; the one for the current page is marked. */
export function TabLinks({ items, label, className }: TabLinksProps) {
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
      <ul className="flex min-w-max items-center gap-1 px-1">
        {items.map((item) => {
          const active = isActiveHref(pathname, item.href, item.exact);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition',
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
