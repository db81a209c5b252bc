import type { RouteDef } from '../route';

export const footballMatchRoutes: RouteDef[] = [];
