import { FOOTBALL_PATHS, FOOTBALL_ROOTS } from '@/lib/domain/football-urls';
import type { Section } from '.';

/** The football data pages: the ones a crowd opens when a big match is on. */
export const football: Section = {
  pageCache: {
    everyone: [FOOTBALL_ROOTS.match, FOOTBALL_ROOTS.league, FOOTBALL_ROOTS.player, FOOTBALL_ROOTS.venue, FOOTBALL_ROOTS.manager],
    // These mark or put first a member's favourite teams when the server renders them.
    guests: [FOOTBALL_ROOTS.results, FOOTBALL_ROOTS.fixtures, FOOTBALL_ROOTS.odds, FOOTBALL_ROOTS.matchInfo, FOOTBALL_ROOTS.team],
  },
  // Matches, teams, players and leagues have their own sitemap parts, drawn from the data.
  publicPages: [FOOTBALL_PATHS.results, FOOTBALL_PATHS.fixtures, FOOTBALL_PATHS.odds],
};
