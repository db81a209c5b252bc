import type { RouteDef } from '../route';

export const footballTeamsRoutes: RouteDef[] = [];
