import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contract/resource';
import { SearchBox } from '@/components/search/search-box';
import { HeaderMenu } from './header-menu';
import { HeaderControls } from './header-controls';
import { HomeLogoLink } from './home-logo-link';

/** The sticky top bar: logo, main menu (desktop), search, live-now pill, language, colour mode, account. */
export function SiteHeader({ items }: { items: MenuItem[] }) {
  const t = useTranslations('common');
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur-md supports-[backdrop-filter]:bg-surface/75">
      <div className="page-container flex h-header items-center gap-2 sm:gap-3 lg:gap-6">
        {/* On phones the logo gives up its name to the search icon, as in the live-room bar. */}
        <HomeLogoLink className="shrink-0 rounded-lg" compact />
        {/*
          The menu and the controls hydrate as Suspense boundaries of their own, in short tasks. The
          server may send them after the page below; each waits in a placeholder that takes its room in
          the bar, so nothing moves when it arrives.
        */}
        <Suspense fallback={<div className="flex min-w-0 flex-1 max-lg:hidden" />}>
          <HeaderMenu items={items} label={t('header.mainMenu')} moreLabel={t('header.more')} />
        </Suspense>
        <Suspense fallback={<div className="ml-auto" />}>
          <HeaderControls className="gap-0.5 sm:gap-1.5" lead={<SearchBox />} />
        </Suspense>
      </div>
    </header>
  );
}
