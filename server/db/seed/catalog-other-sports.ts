import { LIVE_MODE } from '@/lib/domain/live-modes';
import { on, type LeagueDef } from './catalog-types';

export const VBA: LeagueDef = {
  name: 'VBA',
  abbr: 'VBA',
  country: 'Vietnam',
  liveModeId: LIVE_MODE.basketball,
  priority: 11,
  big: false,
  slots: { 5: ['19:00', '19:30'], 6: ['19:00', '19:30'] },
  teams: [
    'Saigon Heat|SGH|Nhà thi đấu CIS|TP. Hồ Chí Minh|2000',
    'Hanoi Buffaloes|HNB|Nhà thi đấu Trịnh Hoài Đức|Hà Nội|2500',
    'Thang Long Warriors|TLW|Nhà thi đấu Cầu Giấy|Hà Nội|3000',
    'Danang Dragons|DND|Cung Thể thao Tiên Sơn|Đà Nẵng|7000',
    'Cantho Catfish|CTC|Nhà thi đấu Cần Thơ|Cần Thơ|3000',
    'Nha Trang Dolphins|NTD|Nhà thi đấu Khánh Hòa|Khánh Hòa|3000',
    'Ho Chi Minh City Wings|HCW|Nhà thi đấu Phú Thọ|TP. Hồ Chí Minh|5000',
    'Hanoi Capital|HNC|Nhà thi đấu Quần Ngựa|Hà Nội|5500',
  ],
};

export const NBA: LeagueDef = {
  name: 'NBA',
  abbr: 'NBA',
  country: 'USA',
  liveModeId: LIVE_MODE.basketball,
  priority: 10,
  big: false,
  slots: { daily: ['06:30', '07:00', '08:00', '09:00', '09:30'] },
  teams: [
    'Los Angeles Lakers|LAL|Crypto.com Arena|Los Angeles|18997',
    'Boston Celtics|BOS|TD Garden|Boston|19156',
    'Golden State Warriors|GSW|Chase Center|San Francisco|18064',
    'Denver Nuggets|DEN|Ball Arena|Denver|19520',
    'Milwaukee Bucks|MIL|Fiserv Forum|Milwaukee|17341',
    'Miami Heat|MIA|Kaseya Center|Miami|19600',
    'Phoenix Suns|PHX|Footprint Center|Phoenix|17071',
    'Dallas Mavericks|DAL|American Airlines Center|Dallas|19200',
    'New York Knicks|NYK|Madison Square Garden|New York|19812',
    'Philadelphia 76ers|PHI|Xfinity Mobile Arena|Philadelphia|20478',
    'Oklahoma City Thunder|OKC|Paycom Center|Oklahoma City|18203',
    'Minnesota Timberwolves|MIN|Target Center|Minneapolis|18978',
    'Cleveland Cavaliers|CLE|Rocket Arena|Cleveland|19432',
    'LA Clippers|LAC|Intuit Dome|Inglewood|18000',
    'Sacramento Kings|SAC|Golden 1 Center|Sacramento|17608',
    'Memphis Grizzlies|MEM|FedExForum|Memphis|17794',
    'Chicago Bulls|CHI|United Center|Chicago|20917',
    'San Antonio Spurs|SAS|Frost Bank Center|San Antonio|18418',
    'Houston Rockets|HOU|Toyota Center|Houston|18055',
    'Indiana Pacers|IND|Gainbridge Fieldhouse|Indianapolis|17274',
  ],
};

export const VOLLEYBALL_VN: LeagueDef = {
  name: 'Giải Bóng chuyền Vô địch Quốc gia',
  abbr: 'VĐQG',
  country: 'Vietnam',
  liveModeId: LIVE_MODE.volleyball,
  priority: 16,
  big: false,
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
  liveModeId: LIVE_MODE.volleyball,
  priority: 17,
  big: false,
  slots: on([2, 3, 4, 5], ['13:00', '16:30', '20:00']),
  venue: 'Ergo Arena|Gdańsk|11409',
  teams: ['Brazil|BRA', 'Poland|POL', 'Italy|ITA', 'Japan|JPN', 'USA|USA', 'France|FRA', 'Slovenia|SLO', 'Serbia|SRB', 'Türkiye|TUR', 'China|CHN', 'Netherlands|NED', 'Canada|CAN'],
};

export const ATP: LeagueDef = {
  name: 'ATP Tour',
  abbr: 'ATP',
  country: 'World',
  liveModeId: LIVE_MODE.tennis,
  priority: 14,
  big: false,
  slots: { daily: ['16:00', '18:00', '20:30', '23:00'] },
  venue: 'Accor Arena|Paris|20300',
  teams: [
    'Jannik Sinner|SIN|Italy', 'Carlos Alcaraz|ALC|Spain', 'Alexander Zverev|ZVE|Germany', 'Novak Djokovic|DJO|Serbia',
    'Taylor Fritz|FRI|USA', 'Jack Draper|DRA|England', 'Daniil Medvedev|MED|Russia', 'Alex de Minaur|DEM|Australia',
    'Casper Ruud|RUU|Norway', 'Holger Rune|RUN|Denmark', 'Lorenzo Musetti|MUS|Italy', 'Tommy Paul|PAU|USA',
    'Ben Shelton|SHE|USA', 'Stefanos Tsitsipas|TSI|Greece', 'Andrey Rublev|RUB|Russia', 'Grigor Dimitrov|DIM|Bulgaria',
  ],
};

export const WTA: LeagueDef = {
  name: 'WTA Tour',
  abbr: 'WTA',
  country: 'World',
  liveModeId: LIVE_MODE.tennis,
  priority: 15,
  big: false,
  slots: { daily: ['15:00', '19:30'] },
  venue: 'Optics Valley International Tennis Center|Wuhan|15000',
  teams: [
    'Aryna Sabalenka|SAB|Belarus', 'Iga Świątek|SWI|Poland', 'Coco Gauff|GAU|USA', 'Jessica Pegula|PEG|USA',
    'Elena Rybakina|RYB|Kazakhstan', 'Jasmine Paolini|PAO|Italy', 'Zheng Qinwen|ZHE|China', 'Mirra Andreeva|AND|Russia',
    'Madison Keys|KEY|USA', 'Emma Navarro|NAV|USA', 'Paula Badosa|BAD|Spain', 'Daria Kasatkina|KAS|Australia',
    'Karolína Muchová|MUC|Czechia', 'Barbora Krejčíková|KRE|Czechia', 'Elina Svitolina|SVI|Ukraine', 'Diana Shnaider|SHN|Russia',
  ],
};

export const LOL_VCS: LeagueDef = {
  name: 'LoL VCS',
  abbr: 'VCS',
  country: 'Vietnam',
  liveModeId: LIVE_MODE.esport,
  priority: 12,
  big: false,
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
  liveModeId: LIVE_MODE.esport,
  priority: 13,
  big: false,
  slots: on([3, 4, 5], ['14:00', '17:00']),
  venue: 'Jangchung Arena|Seoul|4507',
  teams: [
    'Paper Rex|PRX', 'DRX|DRX', 'T1|T1', 'Gen.G|GEN', 'Team Secret|TS', 'Talon Esports|TLN',
    'ZETA DIVISION|ZETA', 'Global Esports|GE', 'Rex Regum Qeon|RRQ', 'BLEED Esports|BLD', 'DetonatioN FocusMe|DFM', 'Nongshim RedForce|NS',
  ],
};

export const BILLIARD_3C: LeagueDef = {
  name: 'Billiards Carom 3 băng World Cup',
  abbr: '3C',
  country: 'World',
  liveModeId: LIVE_MODE.billiard,
  priority: 18,
  big: false,
  slots: on([1, 2, 3, 4, 5], ['13:00', '16:00', '19:30']),
  venue: 'Nhà thi đấu Phú Thọ|TP. Hồ Chí Minh|5000',
  teams: [
    'Trần Quyết Chiến|TQC|Vietnam', 'Bao Phương Vinh|BPV|Vietnam', 'Nguyễn Đức Anh Chiến|NĐAC|Vietnam', 'Mã Minh Cẩm|MMC|Vietnam',
    'Trần Thanh Lực|TTL|Vietnam', 'Dick Jaspers|JAS|Netherlands', 'Frédéric Caudron|CAU|Belgium', 'Marco Zanetti|ZAN|Italy',
    'Eddy Merckx|MER|Belgium', 'Cho Myung-woo|CHO|South Korea', 'Torbjörn Blomdahl|BLO|Sweden', 'Semih Saygıner|SAY|Turkey',
  ],
};
