import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '@/lib/domain/locale';
import { LOCALE_COLUMN_SUFFIX, type LocaleColumnSuffix, type TranslatedColumns, type Translations } from '@/lib/domain/translated-text';

/** The column of the request's language from a row's `…Vi/…En/…Zh` trio: `inLocale(row, 'title', ctx.locale)`. */
export function inLocale<K extends string>(row: TranslatedColumns<K>, field: K, locale: Locale): string {
  const column: `${K}${LocaleColumnSuffix}` = `${field}${LOCALE_COLUMN_SUFFIX[locale]}`;
  return row[column];
}

/**
 * The same choice made in SQL, so a query reads only the one column it needs:
 * `.select(localizedColumn('l.name', ctx.locale).as('leagueName'))`.
 */
export function localizedColumn(column: string, locale: Locale): RawBuilder<string> {
  return sql<string>`${sql.ref(`${column}${LOCALE_COLUMN_SUFFIX[locale]}`)}`;
}

/** The three columns to write for one field: `{ ...translatedColumns('name', names) }`. */
export function translatedColumns<K extends string>(field: K, text: Translations): TranslatedColumns<K> {
  return { [`${field}Vi`]: text.vi, [`${field}En`]: text.en, [`${field}Zh`]: text.zh } as TranslatedColumns<K>;
}
