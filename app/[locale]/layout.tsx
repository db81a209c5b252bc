import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { HTML_LANG } from '@/lib/domain/locale';
import { MockModeBanner } from '@/components/app/mock-mode-banner';
import { Providers } from '@/components/app/providers';
import { BRAND_NAME } from '@/components/layout/brand';
import { pickNamespaces } from '@/lib/i18n/messages';
import { ROOT_NAMESPACES } from '@/lib/i18n/namespaces';
import { routing } from '@/lib/i18n/routing';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { sharedPageMetadata } from '@/lib/seo/page-metadata';
import { requestOrigin } from '@/lib/seo/site-origin';
import { nonceOf } from '@/server/http/security-headers';
import { installedMockApi } from '@/server/mock/hook';
import '../globals.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, requestHeaders] = await Promise.all([getTranslations({ locale, namespace: 'common' }), headers()]);
  return {
    title: { default: `${BRAND_NAME} – ${t('brand.tagline')}`, template: `%s · ${BRAND_NAME}` },
    description: t('footer.about'),
    applicationName: BRAND_NAME,
    ...sharedPageMetadata({
      origin: requestOrigin(requestHeaders),
      target: requestHeaders.get(PAGE_HEADERS.target) ?? `/${locale}`,
      siteName: BRAND_NAME,
    }),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#12151c' },
  ],
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Reading the request renders every page per request, so each gets the nonce of its own response.
  const [messages, requestHeaders] = await Promise.all([getMessages(), headers()]);
  const nonce = nonceOf(requestHeaders.get('content-security-policy'));

  return (
    // The colour-mode script sets the theme class on <html> before hydration.
    <html lang={HTML_LANG[locale]} suppressHydrationWarning>
      <body className="min-h-dvh bg-bg text-fg antialiased">
        {installedMockApi() ? <MockModeBanner /> : null}
        <NextIntlClientProvider messages={pickNamespaces(messages, ROOT_NAMESPACES)}>
          <Providers nonce={nonce}>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
