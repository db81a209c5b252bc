/**
 * Full-text queries built from folded words (lib/format/fold `searchTokens`), never from what the
 * visitor typed: every word is a quoted prefix term and all must match. Quoting keeps the engines'
 * own syntax (`NEAR`, `OR`, `-`, `*`, `:`, `&`, parentheses) out even if a word carried it.
 */

/** SQLite FTS5 `MATCH` text: `"ha"* "noi"*`, or null for no words. */
export function fts5MatchText(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' ');
}

/** PostgreSQL `to_tsquery('simple', …)` text: `'ha':* & 'noi':*`, or null for no words. */
export function tsQueryText(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens.map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ');
}
