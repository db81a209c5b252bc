import { Suspense, type ReactNode } from 'react';
import { connection } from 'next/server';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { BottomBar } from '@/components/layout/bottom-bar';
import { ModeNav } from '@/components/layout/mode-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { menusQuery, NO_MENUS } from '@/lib/api/queries/resources';
import { defaultGroupMessages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { serverData } from '@/server/api/server-query';

interface DefaultLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function DefaultLayout({ children, params }: DefaultLayoutProps) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  // Menus are edited live in the database: render per request, never at build time.
  await connection();
  // Without its menus the shell still works, so a failed read must not take the page down.
  const [messages, t, menu] = await Promise.all([getMessages(), getTranslations('common.header'), serverData(menusQuery()).then((m) => m ?? NO_MENUS)]);

  return (
    <NextIntlClientProvider messages={defaultGroupMessages(messages)}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink label={t('skipToContent')} />
        {/*
          The footer and the bottom bar are Suspense boundaries: the browser hydrates them later, in short
          tasks of their own (a click on one not yet hydrated hydrates it first). The header and the mode
          bar are not: the server may send a boundary after the content below it, which then moves down.
        */}
        <SiteHeader items={menu['header-v4']} />
        <ModeNav items={menu.nav} />
        <main id="main" className="page-container flex-1">
          {/* Not a boundary: a page's 404 or redirect must be decided before the response starts. */}
          {children}
        </main>
        <Suspense>
          <SiteFooter items={menu.footerv4} year={new Date().getFullYear()} />
        </Suspense>
        {/* Room for the fixed bottom bar under the footer on phones. */}
        <div aria-hidden className="h-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] lg:hidden" />
        <Suspense>
          <BottomBar />
        </Suspense>
      </div>
    </NextIntlClientProvider>
  );
}
