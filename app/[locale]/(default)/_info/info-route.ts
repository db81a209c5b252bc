import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locale';
import { routing } from '@/lib/i18n/routing';

export interface InfoRouteProps {
  params: Promise<{ locale: string }>;
}

type MetaKey = 'about' | 'terms' | 'info' | 'menu' | 'changeLog';

/** The page's locale, set for the request so server components render in it. */
export async function infoLocale({ params }: InfoRouteProps): Promise<Locale> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return locale;
}

/** Title and description of an information page, from `info.meta`. */
export function infoMetadata(key: MetaKey) {
  return async (props: InfoRouteProps): Promise<Metadata> => {
    const t = await getTranslations({ locale: await infoLocale(props), namespace: 'info.meta' });
    return { title: t(key), description: t(`${key}Description`) };
  };
}
