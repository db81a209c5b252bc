import type { Translations } from '@/lib/domain/translated-text';

export type ChatTheme = 'football' | 'basketball' | 'esports' | 'casual';

/** A topic room of the demo: its name and description in each language, and what its members talk about. */
export interface TopicRoom {
  name: Translations;
  description: Translations;
  theme: ChatTheme;
}

/** Topic rooms take ids right after the lobby (30), in this order. */
export const TOPIC_ROOMS: readonly TopicRoom[] = [
  {
    name: { vi: 'Ngoại hạng Anh', en: 'Premier League', zh: '英超' },
    description: { vi: 'Bàn luận Premier League: kết quả, chuyển nhượng, đội hình tiêu biểu.', en: 'Premier League talk: results, transfers and the team of the week.', zh: '英超討論區：賽果、轉會與每週最佳陣容。' },
    theme: 'football',
  },
  {
    name: { vi: 'La Liga & Serie A', en: 'La Liga & Serie A', zh: '西甲與意甲' },
    description: { vi: 'Kinh điển, derby Milan, bóng đá Tây Ban Nha và Ý.', en: 'El Clásico, the Milan derby, and football in Spain and Italy.', zh: '國家德比、米蘭德比，西班牙與義大利足球。' },
    theme: 'football',
  },
  {
    name: { vi: 'V.League 1', en: 'V.League 1', zh: 'V.League 1' },
    description: { vi: 'Bóng đá Việt Nam: V.League, Cúp Quốc gia và các CLB.', en: 'Vietnamese football: the V.League, the National Cup and the clubs.', zh: '越南足球：V.League、國家盃與各家俱樂部。' },
    theme: 'football',
  },
  {
    name: { vi: 'Đội tuyển Việt Nam', en: 'Vietnam national team', zh: '越南國家隊' },
    description: { vi: 'Cổ vũ đội tuyển quốc gia và các lứa trẻ.', en: 'Cheering on the national team and the youth sides.', zh: '為國家隊與各級青年隊加油。' },
    theme: 'football',
  },
  {
    name: { vi: 'Champions League', en: 'Champions League', zh: '歐冠' },
    description: { vi: 'Đêm châu Âu: vòng bảng, knock-out và chung kết.', en: 'European nights: the league phase, the knockouts and the final.', zh: '歐洲之夜：聯賽階段、淘汰賽與決賽。' },
    theme: 'football',
  },
  {
    name: { vi: 'Bóng rổ NBA & VBA', en: 'NBA & VBA basketball', zh: 'NBA 與 VBA 籃球' },
    description: { vi: 'NBA, VBA và bóng rổ đường phố.', en: 'The NBA, the VBA and streetball.', zh: 'NBA、VBA 與街頭籃球。' },
    theme: 'basketball',
  },
  {
    name: { vi: 'Liên Minh Huyền Thoại', en: 'League of Legends', zh: '英雄聯盟' },
    description: { vi: 'LCK, LPL, VCS: meta, đội hình và nhận định.', en: 'LCK, LPL, VCS: the meta, rosters and predictions.', zh: 'LCK、LPL、VCS：版本環境、陣容與賽事分析。' },
    theme: 'esports',
  },
  {
    name: { vi: 'CS2 & Valorant', en: 'CS2 & Valorant', zh: 'CS2 與特戰英豪' },
    description: { vi: 'Các giải đấu FPS, highlight và bàn luận chiến thuật.', en: 'FPS tournaments, highlights and tactics talk.', zh: 'FPS 賽事、精彩片段與戰術討論。' },
    theme: 'esports',
  },
  {
    name: { vi: 'Cafe bóng đá', en: 'Football café', zh: '足球咖啡館' },
    description: { vi: 'Tán gẫu đủ chuyện quanh trái bóng, vui là chính.', en: 'Easy-going chat about all things football.', zh: '輕鬆閒聊足球大小事，開心就好。' },
    theme: 'casual',
  },
  {
    name: { vi: 'Góc tán gẫu', en: 'Chit-chat corner', zh: '閒聊角落' },
    description: { vi: 'Chuyện trên trời dưới biển, làm quen bạn mới.', en: 'Talk about anything and make new friends.', zh: '天南地北隨意聊，認識新朋友。' },
    theme: 'casual',
  },
];
