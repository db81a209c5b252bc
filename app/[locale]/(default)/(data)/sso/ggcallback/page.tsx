import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GoogleCallback } from '@/components/account/google-callback';
import { SectionMessages } from '@/components/i18n/section-messages';
import { localeOf } from '@/lib/page-kit/context';

interface CallbackPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);

export async function generateMetadata({ params }: CallbackPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'account.sso' });
  return { title: t('title'), robots: { index: false } };
}

/** /sso/ggcallback: where Google sends the visitor back; the browser finishes the sign-in (it holds the state cookie). */
export default async function GoogleCallbackPage({ params, searchParams }: CallbackPageProps) {
  setRequestLocale(localeOf((await params).locale));
  const q = await searchParams;
  return (
    <SectionMessages namespaces={['account']}>
      <GoogleCallback code={one(q.code)} state={one(q.state)} providerError={one(q.error)} />
    </SectionMessages>
  );
}
