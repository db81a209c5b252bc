import { DEFAULT_LOCALE, type Locale } from '@/lib/domain/locale';

/** A locale-free path as the visitor sees it: the default locale has no prefix ('as-needed'). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Decodes %-escapes for display (Vietnamese slugs), keeping the raw text when it is not valid. */
export function displayPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
