'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import { isActiveHref } from '@/components/page-kit/tab-links';
import { useWideLayout } from '@/components/ui/use-wide-layout';
import { usePathname } from '@/lib/i18n/navigation';
import { HeaderMore } from './header-more';
import { MenuLink } from './menu-link';
import { MenuEntryContent, type MenuEntry } from './menu-list';
import { fittingCount } from './priority-fit';

const LOOK = {
  link: 'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition [&_svg]:size-4',
  active: 'bg-surface-2 text-fg',
  inactive: 'text-muted hover:bg-surface-2 hover:text-fg',
};
/** The row's gap (gap-0.5) in pixels, for the fit. */
const GAP_PX = 2;

/**
 * The desktop header's sections: as many as fit in one row, the rest behind a "More" button (a
 * priority+ menu). An invisible copy of the row measures each link, so the split follows the
 * language, the fonts and the window's width.
 */
export function HeaderNav({ items, moreLabel }: { items: MenuEntry[]; moreLabel: string }) {
  const pathname = usePathname();
  const box = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLUListElement>(null);
  const moreRuler = useRef<HTMLSpanElement>(null);
  // The server cannot measure: it renders every link and the row clips what does not fit.
  const [shown, setShown] = useState(items.length);
  // The ruler is drawn in the browser only, and only where the row shows (phones hide it): the server
  // cannot measure, every page's HTML stays lighter, and a phone spends nothing measuring a hidden row.
  // Its layout effect fits the row before the browser paints, so once hydrated the row is measured.
  const wide = useWideLayout() === true;

  useLayoutEffect(() => {
    const row = box.current;
    const list = ruler.current;
    if (!row || !list) return;
    const fit = () => {
      const widths = [...list.children].map((li) => li.getBoundingClientRect().width);
      const more = moreRuler.current?.getBoundingClientRect().width ?? 0;
      setShown(fittingCount(widths, row.clientWidth, more, GAP_PX));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    observer.observe(list);
    return () => observer.disconnect();
  }, [items, wide]);

  const rest = items.slice(shown);
  return (
    <div ref={box} className="relative flex min-w-0 flex-1 items-center gap-0.5" data-measured={wide || undefined}>
      <ul className="flex min-w-0 items-center gap-0.5 overflow-hidden">
        {items.slice(0, shown).map((item) => (
          <li key={item.id} className="shrink-0">
            <MenuLink href={item.href} className={LOOK.link} activeClassName={LOOK.active} inactiveClassName={LOOK.inactive}>
              <MenuEntryContent item={item} />
            </MenuLink>
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <HeaderMore items={rest} label={moreLabel} look={LOOK} active={rest.some((item) => isActiveHref(pathname, item.href))} />
      ) : null}
      {/* The ruler: the whole row at its natural size, out of sight and out of the accessibility tree. */}
      {wide ? (
        <div aria-hidden inert className="invisible absolute top-0 left-0 flex h-0 overflow-hidden">
          <ul ref={ruler} className="flex shrink-0 items-center gap-0.5">
            {items.map((item) => (
              <li key={item.id} className={cn(LOOK.link, 'shrink-0')}>
                <MenuEntryContent item={item} />
              </li>
            ))}
          </ul>
          <span ref={moreRuler} className={cn(LOOK.link, 'shrink-0')}>
            {moreLabel}
            <Icon name="chevron-down" />
          </span>
        </div>
      ) : null}
    </div>
  );
}
