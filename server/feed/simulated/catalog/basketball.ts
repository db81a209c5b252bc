import { LIVE_MODE } from '@/lib/domain/live-modes';
import { on, type LeagueDef } from './types';

const basketball = LIVE_MODE.basketball;

export const VBA: LeagueDef = {
  name: 'VBA',
  abbr: 'VBA',
  country: 'Vietnam',
  liveModeId: basketball,
  priority: 11,
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

/** Evening tip-offs on the US east coast are breakfast time in Vietnam. */
export const NBA: LeagueDef = {
  name: 'NBA',
  abbr: 'NBA',
  country: 'USA',
  liveModeId: basketball,
  priority: 10,
  zone: 'America/New_York',
  slots: { daily: ['19:00', '19:30', '20:00', '21:00', '22:00'] },
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

export const PBA: LeagueDef = {
  name: 'PBA Philippine Cup',
  abbr: 'PBA',
  country: 'Philippines',
  liveModeId: basketball,
  priority: 24,
  zone: 'Asia/Manila',
  slots: { 3: ['17:00', '19:30'], 5: ['17:00', '19:30'], 0: ['15:00', '17:30'] },
  venue: 'Smart Araneta Coliseum|Quezon City|25000',
  teams: [
    'Barangay Ginebra San Miguel|BGSM', 'San Miguel Beermen|SMB', 'Magnolia Chicken Timplados Hotshots|MAG', 'TNT Tropang 5G|TNT',
    'Meralco Bolts|MER', 'Rain or Shine Elasto Painters|ROS', 'NLEX Road Warriors|NLEX', 'Converge FiberXers|CON',
    'Phoenix Fuel Masters|PHX', 'NorthPort Batang Pier|NOR', 'Blackwater Bossing|BWB', 'Terrafirma Dyip|TER',
  ],
};

export const KBL: LeagueDef = {
  name: 'KBL',
  abbr: 'KBL',
  country: 'South Korea',
  liveModeId: basketball,
  priority: 25,
  zone: 'Asia/Seoul',
  slots: { ...on([2, 3, 4, 5], ['19:00']), ...on([6, 0], ['14:00', '16:00']) },
  teams: [
    'Seoul SK Knights|SK|Jamsil Students\' Gymnasium|Seoul|6229',
    'Seoul Samsung Thunders|SS|Jamsil Arena|Seoul|11069',
    'Changwon LG Sakers|LG|Changwon Gymnasium|Changwon|6000',
    'Suwon KT Sonicboom|KT|Suwon KT Sonicboom Arena|Suwon|3339',
    'Ulsan Hyundai Mobis Phoebus|MOB|Dongchun Gymnasium|Ulsan|5831',
    'Anyang Jung Kwan Jang Red Boosters|JKJ|Anyang Gymnasium|Anyang|6690',
    'Wonju DB Promy|DB|Wonju Gymnasium|Wonju|4600',
    'Goyang Sono Skygunners|SONO|Goyang Gymnasium|Goyang|6216',
    'Busan KCC Egis|KCC|Sajik Arena|Busan|14099',
    'Daegu KOGAS Pegasus|KGS|Daegu Gymnasium|Daegu|3867',
  ],
};

/** European evenings: after midnight in Vietnam. */
export const EUROLEAGUE: LeagueDef = {
  name: 'EuroLeague',
  abbr: 'EL',
  country: 'Europe',
  liveModeId: basketball,
  priority: 23,
  zone: 'Europe/Berlin',
  slots: { 2: ['18:45', '20:30'], 4: ['18:00', '19:00', '20:00', '20:30'], 5: ['18:30', '19:00', '20:30', '20:45'] },
  teams: [
    'Real Madrid Baloncesto|RMB|WiZink Center|Madrid|15000|Spain',
    'FC Barcelona Bàsquet|FCB|Palau Blaugrana|Barcelona|7585|Spain',
    'Olympiacos BC|OLY|Peace and Friendship Stadium|Piraeus|12000|Greece',
    'Panathinaikos AKTOR|PAO|OAKA Altion|Athens|18989|Greece',
    'Fenerbahçe Beko|FB|Ülker Sports Arena|İstanbul|13800|Turkey',
    'Anadolu Efes|EFS|Sinan Erdem Dome|İstanbul|16000|Turkey',
    'AS Monaco Basket|ASM|Salle Gaston Médecin|Monaco|5000|Monaco',
    'Žalgiris Kaunas|ZAL|Žalgirio Arena|Kaunas|15415|Lithuania',
    'Partizan Mozzart Bet|PAR|Belgrade Arena|Beograd|18386|Serbia',
    'Crvena Zvezda Meridianbet|CZV|Aleksandar Nikolić Hall|Beograd|5878|Serbia',
    'Maccabi Rapyd Tel Aviv|MTA|Menora Mivtachim Arena|Tel Aviv|10383|Israel',
    'Hapoel IBI Tel Aviv|HTA|Shlomo Group Arena|Tel Aviv|3504|Israel',
    'FC Bayern München Basketball|FCBB|SAP Garden|München|11500|Germany',
    'Virtus Bologna|VIR|Virtus Arena|Bologna|9980|Italy',
    'EA7 Emporio Armani Milano|MIL|Unipol Forum|Assago|12700|Italy',
    'Baskonia|BKN|Buesa Arena|Vitoria-Gasteiz|15431|Spain',
    'Valencia Basket|VBC|Roig Arena|Valencia|15600|Spain',
    'LDLC ASVEL|ASV|LDLC Arena|Lyon|12523|France',
    'Paris Basketball|PB|Adidas Arena|Paris|8000|France',
    'Dubai Basketball|DUB|Coca-Cola Arena|Dubai|17000|United Arab Emirates',
  ],
};
