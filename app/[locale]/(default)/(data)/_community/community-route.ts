import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locale';
import { localeOf } from '@/lib/page-kit/context';

export interface CommunityRouteProps {
  params: Promise<{ locale: string }>;
}

export async function communityLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return locale;
}

/** Title and intro of a community page as its metadata. */
export function communityMetadata(section: 'friends' | 'apply' | 'promotions' | 'moderationLog') {
  return async ({ params }: CommunityRouteProps): Promise<Metadata> => {
    const t = await getTranslations({ locale: await communityLocale(params), namespace: `community.${section}` });
    return { title: t('title'), description: t('intro') };
  };
}
