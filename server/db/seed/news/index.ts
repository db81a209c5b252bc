import { BASKETBALL } from './basketball';
import { BILLIARD } from './billiard';
import { ESPORT_1 } from './esport-1';
import { ESPORT_2 } from './esport-2';
import { FOOTBALL_1 } from './football-1';
import { FOOTBALL_2 } from './football-2';
import { FOOTBALL_3 } from './football-3';
import { FOOTBALL_4 } from './football-4';
import { TENNIS } from './tennis';
import type { SeedArticle } from './types';
import { VOLLEYBALL } from './volleyball';

/** The demo newsroom's articles, every sport's desk; each file holds a handful, in three languages. */
export const NEWS_SEED_ARTICLES: readonly SeedArticle[] = [
  ...FOOTBALL_1, ...FOOTBALL_2, ...FOOTBALL_3, ...FOOTBALL_4,
  ...BASKETBALL, ...VOLLEYBALL, ...TENNIS,
  ...ESPORT_1, ...ESPORT_2, ...BILLIARD,
];
