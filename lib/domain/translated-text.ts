import type { Locale } from './locale';

/**
 * Translated content is stored as one column per language: `nameVi`, `nameEn`, `nameZh`. A reader
 * picks the column of the request's language; a writer fills all three (a proper name is the same
 * in each).
 */
export const LOCALE_COLUMN_SUFFIX = { vi: 'Vi', en: 'En', zh: 'Zh' } as const satisfies Record<Locale, string>;

export type LocaleColumnSuffix = (typeof LOCALE_COLUMN_SUFFIX)[Locale];

/** The three columns of one translated field `K`. */
export type TranslatedColumns<K extends string> = Record<`${K}${LocaleColumnSuffix}`, string>;

/** One text in each language. */
export type Translations = Record<Locale, string>;

/** The same text in every language: proper names, and text written by a member in one language. */
export function sameInEvery(text: string): Translations {
  return { vi: text, en: text, zh: text };
}
