import type { Locale } from '@/lib/domain/locale';

/** The `lang` attribute per locale; zh is Traditional Chinese, so screen readers and fonts pick Hant. */
export const HTML_LANG: Record<Locale, string> = { vi: 'vi', en: 'en', zh: 'zh-Hant' };
