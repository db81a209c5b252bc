import type { RouteDef } from '../route';
import { routes as accounts } from './accounts';
import { routes as activity } from './activity';
import { routes as booking } from './booking';
import { routes as chat } from './chat';
import { routes as comments } from './comments';
import { routes as community } from './community';
import { routes as engagement } from './engagement';
import { routes as events } from './events';
import { routes as feed } from './feed';
import { routes as football } from './football';
import { routes as friends } from './friends';
import { routes as groups } from './groups';
import { routes as footballMatch } from './football-match';
import { routes as footballScores } from './football-scores';
import { routes as footballTeams } from './football-teams';
import { routes as highlights } from './highlights';
import { routes as mediaHooks } from './media-hooks';
import { routes as news } from './news';
import { routes as newsroom } from './newsroom';
import { routes as places } from './places';
import { routes as recordings } from './recordings';
import { routes as resources } from './resources';
import { routes as review } from './review';
import { routes as room } from './room';
import { routes as roomViewing } from './room-viewing';
import { routes as saved } from './saved';
import { routes as schedule } from './schedule';
import { routes as search } from './search';
import { routes as studio } from './studio';
import { routes as tips } from './tips';
import { routes as user } from './user';
import { routes as views } from './views';

/**
 * Every section's routes. Each goes under the router of its endpoint's own prefix, so a section adds
 * its file here and nothing else; this folder is read by a test, which fails on a file left out. (The
 * API runs inside Next's server bundle too, where a folder cannot be listed at run time.)
 */
export const apiRoutes: readonly RouteDef[] = [
  ...accounts,
  ...activity,
  ...booking,
  ...chat,
  ...comments,
  ...community,
  ...engagement,
  ...events,
  ...feed,
  ...football,
  ...footballMatch,
  ...footballScores,
  ...footballTeams,
  ...friends,
  ...groups,
  ...highlights,
  ...mediaHooks,
  ...news,
  ...newsroom,
  ...places,
  ...recordings,
  ...resources,
  ...review,
  ...room,
  ...roomViewing,
  ...saved,
  ...schedule,
  ...search,
  ...studio,
  ...tips,
  ...user,
  ...views,
];
