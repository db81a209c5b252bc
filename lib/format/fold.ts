/**
 * Text as the site search compares it: Vietnamese (and other Latin) diacritics removed, đ read as d,
 * lowercased. "Hà Nội", "HA NOI" and "ha noi" all fold to "ha noi". Both databases index and query
 * folded text, so SQLite and PostgreSQL find the same rows without an accent-aware extension.
 */
export function foldText(text: string): string {
  return (
    text
      // đ has no combining-mark decomposition, so NFD alone would keep it.
      .replace(/[đĐ]/g, 'd')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
  );
}

/**
 * The words of folded text as the search index and its queries both split it: runs of letters and
 * digits, except that each Chinese character is a word of its own, since Chinese does not put spaces
 * between words ("河內FC登頂" is found by "登頂").
 */
export function searchWords(folded: string): string[] {
  return folded.replace(/\p{Script=Han}/gu, ' $& ').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Most words a query is split into, and the longest word kept: enough for any name, bounded for the index. */
export const SEARCH_TOKENS_MAX = 8;
export const SEARCH_TOKEN_CHARS_MAX = 32;

/**
 * The folded words of a query: runs of letters and digits only, so quotes, `*`, `-`, parentheses
 * and operators such as NEAR (which folds to the harmless word "near") never reach a query engine
 * as syntax. A query of punctuation alone gives no words.
 */
export function searchTokens(query: string): string[] {
  const words = searchWords(foldText(query));
  const unique = [...new Set(words.map((w) => w.slice(0, SEARCH_TOKEN_CHARS_MAX)))];
  return unique.slice(0, SEARCH_TOKENS_MAX);
}
