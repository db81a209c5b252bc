/**
 * The match page's tabs. Each is its own server render (`?tab=`), so a page carries one section's
 * markup, not all of them: the page stays light on a phone and quick to render.
 */
export const MATCH_TABS = ['overview', 'lineups', 'statistics', 'h2h', 'standings', 'odds'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];
export const DEFAULT_MATCH_TAB: MatchTab = 'overview';
export const MATCH_TAB_PARAM = 'tab';

/** The tab a `?tab=` value names; anything else (absent, repeated, unknown) is the overview. */
export function matchTabFrom(value: string | string[] | undefined): MatchTab {
  return MATCH_TABS.find((tab) => tab === value) ?? DEFAULT_MATCH_TAB;
}

/** The match path (with its `?leagueId=`) opened on `tab`; the overview needs no parameter. */
export function matchTabHref(matchHref: string, tab: MatchTab): string {
  if (tab === DEFAULT_MATCH_TAB) return matchHref;
  return `${matchHref}${matchHref.includes('?') ? '&' : '?'}${MATCH_TAB_PARAM}=${tab}`;
}
