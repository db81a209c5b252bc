import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { QueryProvider } from '@/components/app/query-provider';
import { BottomBar } from '@/components/layout/bottom-bar';
import { CompactHeader } from '@/components/layout/compact-header';
import { SkipLink } from '@/components/layout/skip-link';
import { pickNamespaces } from '@/lib/i18n/messages';
import { LIVEROOM_GROUP_NAMESPACES } from '@/lib/i18n/namespaces';
import { routing } from '@/lib/i18n/routing';

interface LiveroomLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/** Live rooms: a compact bar and a body that fills the viewport (player, tabs, chat); no footer; the bottom bar on phones. */
export default async function LiveroomLayout({ children, params }: LiveroomLayoutProps) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const [messages, t] = await Promise.all([getMessages(), getTranslations('common.header')]);

  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, LIVEROOM_GROUP_NAMESPACES)}>
      <div className="flex h-dvh flex-col overflow-hidden">
        <SkipLink label={t('skipToContent')} />
        <CompactHeader />
        <main id="main" className="flex min-h-0 flex-1 flex-col">
          <QueryProvider>{children}</QueryProvider>
        </main>
        {/* Room for the fixed bottom bar on phones; its chat button opens the room's chat. */}
        <div aria-hidden className="h-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] shrink-0 lg:hidden" />
        <BottomBar />
      </div>
    </NextIntlClientProvider>
  );
}
