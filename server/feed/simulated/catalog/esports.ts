import { LIVE_MODE } from '@/lib/domain/live-modes';
import { on, type LeagueDef } from './types';

const esport = LIVE_MODE.esport;

export const LOL_VCS: LeagueDef = {
  name: 'LoL VCS',
  abbr: 'VCS',
  country: 'Vietnam',
  liveModeId: esport,
  priority: 12,
  slots: on([5, 6, 0], ['17:00', '19:00']),
  venue: 'VCS Arena|TP. Hồ Chí Minh|800',
  teams: [
    'GAM Esports|GAM', 'Team Secret Whales|TSW', 'Vikings Esports|VKE', 'CERBERUS Esports|CES',
    'Team Flash|TF', 'MGN Vikings Esports|MVKE', 'SBTC Esports|SBTC', 'Saigon Buffalo|SGB',
  ],
};

export const VALORANT_PACIFIC: LeagueDef = {
  name: 'Valorant VCT Pacific',
  abbr: 'VCT',
  country: 'Asia',
  liveModeId: esport,
  priority: 13,
  zone: 'Asia/Seoul',
  slots: on([3, 4, 5], ['16:00', '19:00']),
  venue: 'Jangchung Arena|Seoul|4507',
  teams: [
    'Paper Rex|PRX', 'DRX|DRX', 'T1|T1', 'Gen.G|GEN', 'Team Secret|TS', 'Talon Esports|TLN',
    'ZETA DIVISION|ZETA', 'Global Esports|GE', 'Rex Regum Qeon|RRQ', 'BLEED Esports|BLD', 'DetonatioN FocusMe|DFM', 'Nongshim RedForce|NS',
  ],
};

/** Two series a day in Seoul, Wednesday to Sunday. */
export const LCK: LeagueDef = {
  name: 'LoL Champions Korea',
  abbr: 'LCK',
  country: 'South Korea',
  liveModeId: esport,
  priority: 19,
  zone: 'Asia/Seoul',
  slots: on([3, 4, 5, 6, 0], ['17:00', '19:30']),
  venue: 'LoL Park|Seoul|450',
  teams: [
    'Gen.G|GEN', 'Hanwha Life Esports|HLE', 'T1|T1', 'KT Rolster|KT', 'Dplus KIA|DK',
    'BNK FEARX|BFX', 'Nongshim RedForce|NS', 'DN Freecs|DNF', 'OKSavingsBank BRION|BRO', 'DRX|DRX',
  ],
};

export const LPL: LeagueDef = {
  name: 'LoL Pro League',
  abbr: 'LPL',
  country: 'China',
  liveModeId: esport,
  priority: 20,
  zone: 'Asia/Shanghai',
  slots: { daily: ['17:00', '19:00'] },
  venue: 'LPL Arena|Shanghai|1000',
  teams: [
    'Bilibili Gaming|BLG', 'Top Esports|TES', 'JD Gaming|JDG', 'Anyone\'s Legend|AL', 'Weibo Gaming|WBG', 'Ninjas in Pyjamas|NIP', 'Invictus Gaming|IG',
    'LNG Esports|LNG', 'EDward Gaming|EDG', 'FunPlus Phoenix|FPX', 'Oh My God|OMG', 'Team WE|WE', 'ThunderTalk Gaming|TT', 'Ultra Prime|UP',
  ],
};
