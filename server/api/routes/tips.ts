import type { RouteDef } from '../route';

export const tipsRoutes: RouteDef[] = [];
