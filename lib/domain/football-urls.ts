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

export const FOOTBALL_PATHS = {
  results: '/ket-qua/bong-da',
  fixtures: '/lich-thi-dau/bong-da',
  odds: '/ty-le-keo/bong-da',
  matchInfo: '/thong-tin-tran-dau',
  comparePlayers: '/so-sanh/cau-thu',
  compareTeams: '/so-sanh/doi-bong',
  favourites: '/doi-bong-yeu-thich',
} as const;

export const teamPath = (team: Named) => named('/doi-bong', team);
export const playerPath = (player: Named) => named('/cau-thu', player);
export const leaguePath = (league: Named) => named('/giai-dau', league);
export const venuePath = (venue: Named) => named('/san-van-dong', venue);
export const managerPath = (manager: Named) => named('/quan-ly-doi-bong', manager);

export interface MatchTarget {
  staticId: number;
  leagueId: number;
  home: Named;
  away: Named;
}

/** `/tran-dau/{homeSlug}-vs-{awaySlug}/{staticId}?leagueId=` */
export function matchPath(m: MatchTarget): string {
  return `/tran-dau/${slugify(m.home.name, m.home.id)}-vs-${slugify(m.away.name, m.away.id)}/${m.staticId}?leagueId=${m.leagueId}`;
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
