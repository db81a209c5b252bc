import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { QueryProvider } from '@/components/app/query-provider';
import { CompactHeader } from '@/components/layout/compact-header';
import { SkipLink } from '@/components/layout/skip-link';
import { pickNamespaces } from '@/lib/i18n/messages';
import { LIVEROOM_GROUP_NAMESPACES } from '@/lib/i18n/namespaces';
import { routing } from '@/lib/i18n/routing';

interface LiveroomLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * Live rooms: a compact bar and a body that fills the viewport (player, tabs, chat); no footer and, on
 * phones, no bottom bar: the room's own chat takes the screen under the player, as on streaming sites.
 */
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
      </div>
    </NextIntlClientProvider>
  );
}
