import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND_NAME } from '@/components/layout/brand';
import { APP_ICONS, BRAND_ACCENT, BRAND_BACKGROUND } from '@/lib/domain/brand-assets';
import { routing } from '@/lib/i18n/routing';

/** The web app manifest: the site installs as an app that opens on the home page, in the default language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'common' });
  return {
    id: '/',
    name: `${BRAND_NAME} – ${t('brand.tagline')}`,
    short_name: BRAND_NAME,
    description: t('footer.about'),
    lang: routing.defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BRAND_BACKGROUND,
    theme_color: BRAND_ACCENT,
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}
