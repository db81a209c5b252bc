import { FOOTBALL_ROOTS } from '@/lib/domain/football-urls';
import type { PageCachePolicy } from '.';

/** The football data pages: the ones a crowd opens when a big match is on. */
export const pageCache: PageCachePolicy = {
  everyone: [FOOTBALL_ROOTS.match, FOOTBALL_ROOTS.league, FOOTBALL_ROOTS.player, FOOTBALL_ROOTS.venue, FOOTBALL_ROOTS.manager],
  // These mark or put first a member's favourite teams when the server renders them.
  guests: [FOOTBALL_ROOTS.results, FOOTBALL_ROOTS.fixtures, FOOTBALL_ROOTS.odds, FOOTBALL_ROOTS.matchInfo, FOOTBALL_ROOTS.team],
};
