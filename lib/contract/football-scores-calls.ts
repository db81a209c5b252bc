import type { Call } from './calls';
import type { Endpoint } from './endpoint';
import type * as scores from './football-scores';

/** The browser's calls of the results, fixtures and odds features (see calls.ts for why the browser gets no schemas). */
function call<E extends Endpoint>(method: E['method'], path: E['path']): Call<E> {
  return { method, path };
}

export const oddsHistory = call<typeof scores.oddsHistory>('GET', '/live/api/football/odds-history');
// Favourite teams are declared once, with the team pages' calls.
export { favouriteTeamList } from './football-teams-calls';
