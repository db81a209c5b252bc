import { slugify } from '@/lib/format/slug';

/**
 * Paths of the football data pages (spec §2). The readable part is the slugged name; the id at
 * the end is what the page looks up, so an old or mistyped name still finds the page.
 */
interface Named {
  id: number;
  name: string;
}

const named = (base: string, x: Named) => `${base}/${slugify(x.name, x.id)}/${x.id}`;

/** The first path segment of each kind of football page: every page of that kind lies under it. */
export const FOOTBALL_ROOTS = {
  match: '/tran-dau',
  team: '/doi-bong',
  player: '/cau-thu',
  league: '/giai-dau',
  venue: '/san-van-dong',
  manager: '/quan-ly-doi-bong',
  results: '/ket-qua',
  fixtures: '/lich-thi-dau',
  odds: '/ty-le-keo',
  matchInfo: '/thong-tin-tran-dau',
} as const;

export const FOOTBALL_PATHS = {
  results: `${FOOTBALL_ROOTS.results}/bong-da`,
  fixtures: `${FOOTBALL_ROOTS.fixtures}/bong-da`,
  odds: `${FOOTBALL_ROOTS.odds}/bong-da`,
  matchInfo: FOOTBALL_ROOTS.matchInfo,
  comparePlayers: '/so-sanh/cau-thu',
  compareTeams: '/so-sanh/doi-bong',
  favourites: '/doi-bong-yeu-thich',
} as const;

export const teamPath = (team: Named) => named(FOOTBALL_ROOTS.team, team);
export const playerPath = (player: Named) => named(FOOTBALL_ROOTS.player, player);
export const leaguePath = (league: Named) => named(FOOTBALL_ROOTS.league, league);
export const venuePath = (venue: Named) => named(FOOTBALL_ROOTS.venue, venue);
export const managerPath = (manager: Named) => named(FOOTBALL_ROOTS.manager, manager);

export interface MatchTarget {
  staticId: number;
  leagueId: number;
  home: Named;
  away: Named;
}

/** `/tran-dau/{homeSlug}-vs-{awaySlug}/{staticId}?leagueId=` */
export function matchPath(m: MatchTarget): string {
  return `${FOOTBALL_ROOTS.match}/${slugify(m.home.name, m.home.id)}-vs-${slugify(m.away.name, m.away.id)}/${m.staticId}?leagueId=${m.leagueId}`;
}

/** A positive integer path or query segment, or null (the route-validation 404). */
export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The two slugs of a match path's first segment, or null when it is not `{home}-vs-{away}`. */
export function parseMatchSlug(segment: string): { home: string; away: string } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)-vs-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(segment);
  return m?.[1] && m[2] ? { home: m[1], away: m[2] } : null;
}

/** `/so-sanh/doi-bong?id1=&id2=` */
export const compareTeamsPath = (id1: number, id2: number) => `${FOOTBALL_PATHS.compareTeams}?id1=${id1}&id2=${id2}`;
