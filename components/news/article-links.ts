import type { Clip } from '@/lib/contract/highlights';
import type { Article, ArticleTag } from '@/lib/contract/news';
import type { Match } from '@/lib/contract/schedule';
import { leaguePath, playerPath, teamPath } from '@/lib/domain/football-urls';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { matchLink } from '@/lib/domain/match-link';
import { NEWS_CATEGORIES } from '@/lib/domain/news';
import type { ArticleBodyContext } from './article-body';

/** Team, league and player pages exist for football only: tags of the other desks name what they cannot open. */
function isFootball(category: string): boolean {
  return NEWS_CATEGORIES.find((c) => c.slug === category)?.liveModeId === LIVE_MODE.football;
}

/**
 * Where a tag leads, or null when it leads nowhere: a match to its room while it runs or its page,
 * a football team, league or player to their pages. Leagues are named in the reader's language, as
 * their pages' canonical slugs are, so the link needs no redirect.
 */
export function tagHref(tag: ArticleTag, category: string, matches: ReadonlyMap<number, Match>): string | null {
  if (tag.kind === 'match') {
    const match = matches.get(tag.refId);
    return match ? matchLink(match) : null;
  }
  if (!isFootball(category)) return null;
  const target = { id: tag.refId, name: tag.name };
  if (tag.kind === 'team') return teamPath(target);
  if (tag.kind === 'league') return leaguePath(target);
  return playerPath(target);
}

/** The fixtures a body and its tags refer to: what the page loads before drawing the article. */
export function fixtureIdsOf(article: Pick<Article, 'body' | 'tags'>): number[] {
  const ids = [...article.body.flatMap((b) => (b.kind === 'match' ? [b.fixtureId] : [])), ...article.tags.flatMap((t) => (t.kind === 'match' ? [t.refId] : []))];
  return [...new Set(ids)];
}

/** The clips the body embeds: loaded with the page, so the player has what it needs when a reader presses play. */
export function clipIdsOf(article: Pick<Article, 'body'>): number[] {
  return [...new Set(article.body.flatMap((b) => (b.kind === 'highlight' ? [b.clipId] : [])))];
}

/**
 * What the body's live blocks link to. A table block links to its league's table section; the league's
 * name comes from the article's tags, and without it the id alone finds the page (it redirects to its
 * canonical name).
 */
export function bodyContext(article: Pick<Article, 'category' | 'tags'>, matches: ReadonlyMap<number, Match>, clips: ReadonlyMap<number, Clip>, timeZone: string): ArticleBodyContext {
  const football = isFootball(article.category);
  return {
    timeZone,
    matches,
    clips,
    standings: (leagueId) => {
      if (!football) return null;
      const name = article.tags.find((t) => t.kind === 'league' && t.refId === leagueId)?.name ?? null;
      return { href: `${leaguePath({ id: leagueId, name: name ?? '' })}#standings`, name };
    },
  };
}
