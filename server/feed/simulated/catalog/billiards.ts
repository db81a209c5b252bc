import { LIVE_MODE } from '@/lib/domain/live-modes';
import { on, type LeagueDef } from './types';

const billiard = LIVE_MODE.billiard;

/** The TV table runs one match after another from late morning into the evening. */
export const BILLIARD_3C: LeagueDef = {
  name: 'Billiards Carom 3 băng World Cup',
  translated: { en: 'Three-Cushion Carom World Cup', zh: '三星撞球世界盃' },
  abbr: '3C',
  country: 'World',
  liveModeId: billiard,
  priority: 18,
  slots: { ...on([1, 2, 3, 4, 5], ['10:00', '11:30', '13:00', '14:30', '16:00', '19:30']), ...on([6, 0], ['10:00', '19:30']) },
  venue: 'Nhà thi đấu Phú Thọ|TP. Hồ Chí Minh|5000',
  teams: [
    'Trần Quyết Chiến|TQC|Vietnam', 'Bao Phương Vinh|BPV|Vietnam', 'Nguyễn Đức Anh Chiến|NĐAC|Vietnam', 'Mã Minh Cẩm|MMC|Vietnam',
    'Trần Thanh Lực|TTL|Vietnam', 'Dick Jaspers|JAS|Netherlands', 'Frédéric Caudron|CAU|Belgium', 'Marco Zanetti|ZAN|Italy',
    'Eddy Merckx|MER|Belgium', 'Cho Myung-woo|CHO|South Korea', 'Torbjörn Blomdahl|BLO|Sweden', 'Semih Saygıner|SAY|Turkey',
  ],
};

/** Pool on the US east coast: the Vietnamese night and early morning. */
export const US_OPEN_POOL: LeagueDef = {
  name: 'US Open Pool Championship',
  abbr: 'USO',
  country: 'USA',
  liveModeId: billiard,
  priority: 30,
  zone: 'America/New_York',
  slots: {
    ...on([1, 2, 3, 4, 5], ['10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30']),
    ...on([6, 0], ['13:00', '14:30', '16:00', '17:30', '19:00', '20:30']),
  },
  venue: 'Harrah\'s Resort|Atlantic City|2000',
  teams: [
    'Shane Van Boening|SVB|USA', 'Fedor Gorst|GOR|USA', 'Joshua Filler|FIL|Germany', 'Jayson Shaw|SHA|Scotland',
    'Eklent Kaçi|KAC|Albania', 'Albin Ouschan|OUS|Austria', 'Francisco Sánchez Ruiz|SAN|Spain', 'Carlo Biado|BIA|Philippines',
    'Ko Pin-yi|KPY|Taiwan', 'Wu Kun-lin|WKL|Taiwan', 'Aloysius Yapp|YAP|Singapore', 'David Alcaide|ALC|Spain',
    'Skyler Woodward|WOO|USA', 'Dương Quốc Hoàng|DQH|Vietnam', 'Nguyễn Anh Tuấn|NAT|Vietnam', 'Johann Chua|CHU|Philippines',
  ],
};
