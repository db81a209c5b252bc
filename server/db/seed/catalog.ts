import { AFC_CHAMPIONS_LEAGUE, CHAMPIONS_LEAGUE } from './catalog-football-cups';
import { BUNDESLIGA, LA_LIGA, LIGUE_1, PREMIER_LEAGUE, SERIE_A } from './catalog-football-europe';
import { V_LEAGUE_1, V_LEAGUE_2 } from './catalog-football-vn';
import { ATP, BILLIARD_3C, LOL_VCS, NBA, VALORANT_PACIFIC, VBA, VOLLEYBALL_NATIONS_LEAGUE, VOLLEYBALL_VN, WTA } from './catalog-other-sports';
import type { LeagueDef } from './catalog-types';

/** Every competition of the demo data; league ids follow this order from 1. */
export const LEAGUES: readonly LeagueDef[] = [
  V_LEAGUE_1,
  V_LEAGUE_2,
  PREMIER_LEAGUE,
  LA_LIGA,
  SERIE_A,
  BUNDESLIGA,
  LIGUE_1,
  CHAMPIONS_LEAGUE,
  AFC_CHAMPIONS_LEAGUE,
  VBA,
  NBA,
  VOLLEYBALL_VN,
  VOLLEYBALL_NATIONS_LEAGUE,
  ATP,
  WTA,
  LOL_VCS,
  VALORANT_PACIFIC,
  BILLIARD_3C,
];
