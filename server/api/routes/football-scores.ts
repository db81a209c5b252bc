import type { RouteDef } from '../route';

export const footballScoresRoutes: RouteDef[] = [];
