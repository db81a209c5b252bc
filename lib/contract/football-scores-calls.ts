import { call } from './define-call';
import type * as scores from './football-scores';

/** The browser's calls of the results, fixtures and odds features (see calls.ts for why the browser gets no schemas). */
export const oddsHistory = call<typeof scores.oddsHistory>('GET', '/live/api/football/odds-history');
// Favourite teams are declared once, with the team pages' calls.
export { favouriteTeamList } from './football-teams-calls';
