import type { PlaceKind } from '@/lib/domain/places';
import type { Translations } from '@/lib/domain/translated-text';

export interface PlaceSeed {
  key: string;
  kind: Exclude<PlaceKind, 'stadium'>;
  /** A business's own name is the same in every language; a club's is translated. */
  name: Translations;
  address: Translations;
  /** Spelled as the venues spell it, so the city filter finds stadiums and cafés alike. */
  city: string;
  description: Translations;
}

const same = (text: string): Translations => ({ vi: text, en: text, zh: text });

/** Sports cafés, bars and clubs where the demo's fans watch together. */
export const PLACE_SEEDS: readonly PlaceSeed[] = [
  {
    key: 'goc-san', kind: 'cafe', name: same('Cà Phê Góc Sân'), city: 'Hà Nội',
    address: { vi: '12 Hàng Bài, Hoàn Kiếm, Hà Nội', en: '12 Hàng Bài Street, Hoàn Kiếm, Hanoi', zh: '河內還劍郡行排街12號' },
    description: { vi: 'Quán cà phê bóng đá lâu năm gần Hồ Gươm, hai màn chiếu lớn, mở cửa tới hết trận khuya.', en: 'A long-running football café near Hoàn Kiếm Lake with two big screens, open until the last late match ends.', zh: '還劍湖畔的老字號足球咖啡館，兩面大螢幕，營業到深夜比賽結束。' },
  },
  {
    key: 'kop-bar', kind: 'cafe', name: same('The Hanoi Kop Bar'), city: 'Hà Nội',
    address: { vi: '35 Tống Duy Tân, Hoàn Kiếm, Hà Nội', en: '35 Tống Duy Tân Street, Hoàn Kiếm, Hanoi', zh: '河內還劍郡宋維新街35號' },
    description: { vi: 'Quán bar kiểu Anh, tiếng bình luận gốc, là điểm hẹn của CĐV Liverpool và cộng đồng người nước ngoài.', en: 'An English-style bar with the original commentary, home to Liverpool fans and the expat crowd.', zh: '英式酒吧，播放原聲解說，是利物浦球迷與外籍人士的聚會點。' },
  },
  {
    key: 'san-nha', kind: 'cafe', name: same('Sân Nhà Sports Bar'), city: 'Hà Nội',
    address: { vi: '88 Láng Hạ, Đống Đa, Hà Nội', en: '88 Láng Hạ Street, Đống Đa, Hanoi', zh: '河內棟多郡朗下街88號' },
    description: { vi: 'Không gian rộng cho cả trăm người, màn LED ngoài trời, hay tổ chức xem chung V.League.', en: 'Room for a hundred people and an outdoor LED wall; a regular host of V.League watch parties.', zh: '可容納上百人，設有戶外LED牆，常舉辦越南職業聯賽觀賽活動。' },
  },
  {
    key: 'cdv-ha-noi', kind: 'club', city: 'Hà Nội',
    name: { vi: 'Nhà truyền thống CĐV Hà Nội', en: 'Hà Nội Supporters\' Clubhouse', zh: '河內球迷會會所' },
    address: { vi: '9 Trịnh Hoài Đức, Đống Đa, Hà Nội', en: '9 Trịnh Hoài Đức Street, Đống Đa, Hanoi', zh: '河內棟多郡鄭懷德街9號' },
    description: { vi: 'Trụ sở của hội cổ động viên, nơi chuẩn bị cờ, trống và tập trung trước các trận sân nhà.', en: 'The supporters\' base, where flags and drums are prepared and fans gather before home games.', zh: '球迷會的基地，主場比賽前在此準備旗幟、鼓並集合。' },
  },
  {
    key: 'pho-bong-da', kind: 'cafe', name: same('Phố Bóng Đá Café'), city: 'TP. Hồ Chí Minh',
    address: { vi: '27 Nguyễn Huệ, Quận 1, TP.HCM', en: '27 Nguyễn Huệ Street, District 1, Ho Chi Minh City', zh: '胡志明市第一郡阮惠街27號' },
    description: { vi: 'Ngay phố đi bộ Nguyễn Huệ, chiếu mọi giải lớn, không khí như trên khán đài.', en: 'On the Nguyễn Huệ walking street, showing every big league with a terrace atmosphere.', zh: '位於阮惠步行街，轉播各大聯賽，氣氛宛如看台。' },
  },
  {
    key: 'gunners-pub', kind: 'cafe', name: same('The Gunners Pub Saigon'), city: 'TP. Hồ Chí Minh',
    address: { vi: '16 Lê Thánh Tôn, Quận 1, TP.HCM', en: '16 Lê Thánh Tôn Street, District 1, Ho Chi Minh City', zh: '胡志明市第一郡黎聖宗街16號' },
    description: { vi: 'Quán pub của fan Arsenal, bia tươi và màn chiếu 150 inch, đặt bàn trước các trận derby.', en: 'An Arsenal fans\' pub with draught beer and a 150-inch screen; book a table for the derbies.', zh: '兵工廠球迷酒吧，生啤與150吋大螢幕，德比戰請提前訂位。' },
  },
  {
    key: 'chao-lua', kind: 'club', city: 'TP. Hồ Chí Minh',
    name: { vi: 'CLB bóng đá mini Chảo Lửa', en: 'Chảo Lửa Five-a-side Club', zh: '火鍋五人制足球俱樂部' },
    address: { vi: '30 Phan Thúc Duyện, Tân Bình, TP.HCM', en: '30 Phan Thúc Duyện Street, Tân Bình, Ho Chi Minh City', zh: '胡志明市新平郡潘叔鉛街30號' },
    description: { vi: 'Cụm sân cỏ nhân tạo có khu xem bóng: đá xong ở lại xem trận tối cùng nhau.', en: 'Artificial pitches with a viewing lounge: play, then stay for the evening match together.', zh: '人工草皮球場附設觀賽區：踢完球留下來一起看晚上的比賽。' },
  },
  {
    key: '90-phut', kind: 'cafe', name: same('90 Phút Coffee'), city: 'TP. Hồ Chí Minh',
    address: { vi: '215 Võ Văn Tần, Quận 3, TP.HCM', en: '215 Võ Văn Tần Street, District 3, Ho Chi Minh City', zh: '胡志明市第三郡武文勤街215號' },
    description: { vi: 'Quán cà phê yên tĩnh ban ngày, sôi động về đêm với các trận châu Âu.', en: 'A quiet café by day that comes alive at night for the European games.', zh: '白天安靜的咖啡館，夜晚歐洲賽事時熱鬧非凡。' },
  },
  {
    key: 'bien-xanh', kind: 'cafe', name: same('Biển Xanh Sports Café'), city: 'Đà Nẵng',
    address: { vi: '120 Võ Nguyên Giáp, Sơn Trà, Đà Nẵng', en: '120 Võ Nguyên Giáp Street, Sơn Trà, Da Nang', zh: '峴港山茶郡武元甲街120號' },
    description: { vi: 'Xem bóng đá bên bờ biển Mỹ Khê, gió mát và màn hình lớn ngoài hiên.', en: 'Football by Mỹ Khê beach, with a sea breeze and a big screen on the terrace.', zh: '在美溪海灘旁看球，海風徐徐，露台設有大螢幕。' },
  },
  {
    key: 'phui-song-han', kind: 'club', city: 'Đà Nẵng',
    name: { vi: 'CLB bóng đá phủi Sông Hàn', en: 'Sông Hàn Sunday League Club', zh: '韓江業餘足球俱樂部' },
    address: { vi: '45 Bạch Đằng, Hải Châu, Đà Nẵng', en: '45 Bạch Đằng Street, Hải Châu, Da Nang', zh: '峴港海州郡白藤街45號' },
    description: { vi: 'Đội bóng phủi của dân văn phòng Đà Nẵng, có phòng sinh hoạt để cùng xem các trận lớn.', en: 'A Sunday-league club of Da Nang office workers, with a clubroom for watching the big games.', zh: '峴港上班族的業餘球隊，設有會所可一起觀看重要比賽。' },
  },
  {
    key: 'lach-tray-corner', kind: 'cafe', name: same('Lạch Tray Corner'), city: 'Hải Phòng',
    address: { vi: '5 Lạch Tray, Ngô Quyền, Hải Phòng', en: '5 Lạch Tray Street, Ngô Quyền, Hai Phong', zh: '海防吳權郡瀝朝街5號' },
    description: { vi: 'Cách sân Lạch Tray vài bước chân, nơi CĐV Hải Phòng hâm nóng trước giờ bóng lăn.', en: 'A few steps from Lạch Tray stadium, where Hải Phòng fans warm up before kick-off.', zh: '距瀝朝球場僅數步之遙，海防球迷賽前熱身的好去處。' },
  },
  {
    key: 'song-huong', kind: 'cafe', name: same('Cà Phê Sông Hương'), city: 'Huế',
    address: { vi: '18 Lê Lợi, Huế', en: '18 Lê Lợi Street, Huế', zh: '順化黎利街18號' },
    description: { vi: 'Quán ven sông Hương, chiếu bóng đá mỗi tối, có khu riêng cho nhóm đặt trước.', en: 'A riverside café on the Perfume River showing football every evening, with a room for booked groups.', zh: '香江畔的咖啡館，每晚轉播足球，設有團體包廂。' },
  },
];
