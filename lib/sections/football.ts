import { FOOTBALL_PATHS, FOOTBALL_ROOTS } from '@/lib/domain/football-urls';
import type { Section } from '.';

/** The football data pages: the ones a crowd opens when a big match is on. */
export const football: Section = {
  pageCache: {
    // A member's favourite teams are marked by the browser, so every football page is the same for everyone.
    everyone: Object.values(FOOTBALL_ROOTS),
  },
  // Matches, teams, players and leagues have their own sitemap parts, drawn from the data.
  publicPages: [FOOTBALL_PATHS.results, FOOTBALL_PATHS.fixtures, FOOTBALL_PATHS.odds],
};
