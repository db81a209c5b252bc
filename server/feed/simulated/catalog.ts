import { EUROLEAGUE, KBL, NBA, PBA, VBA } from './catalog/basketball';
import { BILLIARD_3C, US_OPEN_POOL } from './catalog/billiards';
import { LCK, LOL_VCS, LPL, VALORANT_PACIFIC } from './catalog/esports';
import { BRASILEIRAO, MLS } from './catalog/football-americas';
import { A_LEAGUE, CHINESE_SUPER_LEAGUE, J1_LEAGUE, K_LEAGUE_1 } from './catalog/football-asia';
import { AFC_CHAMPIONS_LEAGUE, CHAMPIONS_LEAGUE } from './catalog/football-cups';
import { BUNDESLIGA, LA_LIGA, LIGUE_1, PREMIER_LEAGUE, SERIE_A } from './catalog/football-europe';
import { V_LEAGUE_1, V_LEAGUE_2 } from './catalog/football-vn';
import { CARD_STUDIO, CASINO_STUDIO, MARBLE_STUDIO, SLOT_STUDIO } from './catalog/studios';
import { ATP, ATP_TOKYO, CHALLENGER_MONTEVIDEO, WTA } from './catalog/tennis';
import type { LeagueDef } from './catalog/types';
import { SV_LEAGUE, VOLLEYBALL_NATIONS_LEAGUE, VOLLEYBALL_VN } from './catalog/volleyball';

/** Every competition of the demo data; league ids follow this order from 1, newer ones last. */
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
  LCK,
  LPL,
  J1_LEAGUE,
  K_LEAGUE_1,
  EUROLEAGUE,
  PBA,
  KBL,
  ATP_TOKYO,
  SV_LEAGUE,
  CHINESE_SUPER_LEAGUE,
  CHALLENGER_MONTEVIDEO,
  US_OPEN_POOL,
  A_LEAGUE,
  MLS,
  BRASILEIRAO,
  CASINO_STUDIO,
  SLOT_STUDIO,
  CARD_STUDIO,
  MARBLE_STUDIO,
];
