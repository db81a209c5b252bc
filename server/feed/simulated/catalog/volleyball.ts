import { LIVE_MODE } from '@/lib/domain/live-modes';
import { on, type LeagueDef } from './types';

const volleyball = LIVE_MODE.volleyball;

export const VOLLEYBALL_VN: LeagueDef = {
  name: 'Giải Bóng chuyền Vô địch Quốc gia',
  translated: { en: 'Vietnam National Volleyball Championship', zh: '越南全國排球錦標賽' },
  abbr: 'VĐQG',
  country: 'Vietnam',
  liveModeId: volleyball,
  priority: 16,
  slots: { 6: ['14:00', '16:00'], 0: ['14:00', '16:00'] },
  teams: [
    'VTV Bình Điền Long An|VTV|Nhà thi đấu Long An|Long An|3000',
    'Hóa chất Đức Giang Hà Nội|ĐG|Nhà thi đấu Quần Ngựa|Hà Nội|5500',
    'Binh chủng Thông tin|BCTT|Nhà thi đấu Quân đội|Hà Nội|2000',
    'Ninh Bình Doveco|NB|Nhà thi đấu Ninh Bình|Ninh Bình|3000',
    'Kinh Bắc Bắc Ninh|KB|Nhà thi đấu Bắc Ninh|Bắc Ninh|3000',
    'VietinBank|VTB|Nhà thi đấu Trịnh Hoài Đức|Hà Nội|2500',
    'Geleximco Thái Bình|GTB|Nhà thi đấu Thái Bình|Thái Bình|3000',
    'Hà Phú Thanh Hóa|HPTH|Nhà thi đấu Thanh Hóa|Thanh Hóa|3000',
  ],
};

export const VOLLEYBALL_NATIONS_LEAGUE: LeagueDef = {
  name: 'Volleyball Nations League',
  abbr: 'VNL',
  country: 'World',
  liveModeId: volleyball,
  priority: 17,
  zone: 'Europe/Warsaw',
  slots: on([2, 3, 4, 5], ['15:00', '18:00', '20:30']),
  venue: 'Ergo Arena|Gdańsk|11409',
  teams: ['Brazil|BRA', 'Poland|POL', 'Italy|ITA', 'Japan|JPN', 'USA|USA', 'France|FRA', 'Slovenia|SLO', 'Serbia|SRB', 'Türkiye|TUR', 'China|CHN', 'Netherlands|NED', 'Canada|CAN'],
};

/** Japan's SV.League plays weekend afternoons: late morning to lunchtime in Vietnam. */
export const SV_LEAGUE: LeagueDef = {
  name: 'SV.League',
  abbr: 'SVL',
  country: 'Japan',
  liveModeId: volleyball,
  priority: 27,
  zone: 'Asia/Tokyo',
  slots: { 3: ['19:05'], 6: ['13:05'], 0: ['13:05'] },
  teams: [
    'Suntory Sunbirds Osaka|SSO|Osaka Municipal Central Gymnasium|Osaka|10000',
    'Osaka Bluteon|OBL|Panasonic Arena|Hirakata|3000',
    'Wolfdogs Nagoya|WDN|Toyota Gosei Memorial Gymnasium|Inazawa|3000',
    'Tokyo Great Bears|TGB|Ariake Arena|Tokyo|15000',
    'JTEKT Stings Aichi|JTS|Wing Arena Kariya|Kariya|2400',
    'Toray Arrows Shizuoka|TAS|Mishima City Gymnasium|Mishima|3000',
    'Hiroshima Thunders|HTH|Hiroshima Green Arena|Hiroshima|10000',
    'Voreas Hokkaido|VOR|Asahikawa Taisetsu Arena|Asahikawa|5000',
    'Nippon Steel Sakai Blazers|NSB|Sakai City Gymnasium|Sakai|5000',
    'VC Nagano Tridents|VCN|White Ring|Nagano|7000',
  ],
};
