import type { GroupPrivacy } from '@/lib/domain/groups';
import type { Translations } from '@/lib/domain/translated-text';
import { chatMemberUsername } from '../chat-members';
import { DEMO_USERNAME } from '../users';
import { FAN_CLUB_RULES, FANTASY_RULES, MEETUP_RULES, PRIVATE_RULES, TALK_RULES, type RuleSet } from './rules';

/** The picture a group's cover is drawn with. */
export type GroupMotif = 'club' | 'talk' | 'fantasy' | 'tactics' | 'meetup';

export interface GroupSeed {
  key: string;
  name: Translations;
  description: Translations;
  rules: RuleSet;
  privacy: GroupPrivacy;
  /** The club it follows, as the catalogue names it. */
  team: string | null;
  motif: GroupMotif;
  owner: string;
  admins: readonly string[];
  moderators: readonly string[];
  /** Plain members named (the demo account among them). */
  members?: readonly string[];
  /** Members drawn from the seeded fans besides those named. */
  extra: number;
  /** Members who asked to join and wait (a private group). */
  waiting: readonly string[];
  createdDaysAgo: number;
}

const fan = chatMemberUsername;
const demo = DEMO_USERNAME;

const fanClub = (key: string, team: string, name: Translations, description: Translations, people: Pick<GroupSeed, 'owner' | 'admins' | 'moderators' | 'members' | 'extra' | 'createdDaysAgo'>): GroupSeed => ({
  key, name, description, rules: FAN_CLUB_RULES, privacy: 'public', team, motif: 'club', waiting: [], ...people,
});

/** The demo's groups: fan clubs of seeded teams, talk, fantasy football, meet-ups, and two private ones with requests waiting. */
export const GROUP_SEEDS: readonly GroupSeed[] = [
  fanClub('ha-noi-fc', 'Hà Nội FC',
    { vi: 'Hội CĐV Hà Nội FC', en: 'Hà Nội FC Supporters', zh: '河內FC球迷會' },
    { vi: 'Nơi CĐV Hà Nội FC bàn chuyện đội bóng Thủ đô, hẹn nhau ra Hàng Đẫy và xem chung các trận sân khách.', en: 'Where Hà Nội FC fans talk about the capital\'s club, meet up at Hàng Đẫy and watch away games together.', zh: '河內FC球迷交流首都球隊大小事、相約行隊球場、一起觀看客場比賽。' },
    { owner: fan('Bùi Quốc Việt'), admins: [], moderators: [fan('Hồ Anh Dũng')], members: [demo], extra: 9, createdDaysAgo: 420 }),
  fanClub('the-cong', 'Thể Công - Viettel',
    { vi: 'Fan Thể Công - Viettel', en: 'Thể Công - Viettel Fans', zh: '體工－Viettel球迷團' },
    { vi: 'Đội bóng áo lính và những người yêu màu áo đỏ: tin tức, đội hình, lịch hẹn ra Mỹ Đình.', en: 'The army club and the people who love the red shirt: news, line-ups and meet-ups at Mỹ Đình.', zh: '軍隊球會與熱愛紅色戰袍的球迷：新聞、陣容與美亭球場聚會。' },
    { owner: fan('Trịnh Hải Đăng'), admins: [], moderators: [], members: [demo], extra: 6, createdDaysAgo: 300 }),
  fanClub('hagl', 'Hoàng Anh Gia Lai',
    { vi: 'Phố Núi - Hoàng Anh Gia Lai', en: 'Pleiku Highlands - HAGL Fans', zh: '嘉萊黃英高原球迷會' },
    { vi: 'Yêu lối đá kỹ thuật của đội bóng phố núi: lò đào tạo, các lứa cầu thủ trẻ và mọi trận đấu của HAGL.', en: 'For lovers of the highland club\'s passing game: its academy, its young players and every HAGL match.', zh: '喜愛高原球隊技術流踢法：青訓、年輕球員與HAGL每一場比賽。' },
    { owner: fan('Võ Đức Thịnh'), admins: [], moderators: [], extra: 5, createdDaysAgo: 210 }),
  fanClub('man-utd', 'Manchester United',
    { vi: 'Manchester United Việt Nam', en: 'Manchester United Vietnam', zh: '曼聯越南球迷會' },
    { vi: 'Cộng đồng Quỷ Đỏ tại Việt Nam: bình luận trận đấu, chuyển nhượng và các buổi xem chung khắp cả nước.', en: 'The Red Devils\' community in Vietnam: match talk, transfers and watch parties across the country.', zh: '紅魔在越南的大家庭：賽事討論、轉會消息與全國觀賽聚會。' },
    { owner: fan('Nguyễn Tuấn Kiệt'), admins: ['kuanyu.chen'], moderators: [fan('Lý Minh Khôi')], extra: 10, createdDaysAgo: 520 }),
  fanClub('arsenal', 'Arsenal',
    { vi: 'Gunners Việt Nam', en: 'Vietnam Gooners', zh: '越南兵工廠球迷會' },
    { vi: 'Pháo thủ Việt Nam hội ngộ: phân tích chiến thuật, đội hình ra sân và những đêm thức trắng cùng Arsenal.', en: 'Vietnam\'s Gooners together: tactics, starting line-ups and sleepless nights with Arsenal.', zh: '越南槍手齊聚：戰術分析、首發陣容與陪兵工廠熬夜的每個夜晚。' },
    { owner: fan('Lê Hoàng Phúc'), admins: [], moderators: ['tzuhsuan.huang'], extra: 7, createdDaysAgo: 460 }),
  fanClub('liverpool', 'Liverpool',
    { vi: 'Liverpool Việt Nam - YNWA', en: 'Liverpool Vietnam - YNWA', zh: '利物浦越南球迷會 - YNWA' },
    { vi: 'You\'ll Never Walk Alone: The Kop phiên bản Việt, xem chung mỗi cuối tuần ở Hà Nội và Sài Gòn.', en: 'You\'ll Never Walk Alone: a Vietnamese Kop with watch parties every weekend in Hanoi and Saigon.', zh: '你永遠不會獨行：越南版的Kop看台，每個週末在河內與西貢一起觀賽。' },
    { owner: fan('Huỳnh Gia Huy'), admins: ['chloe.bennett'], moderators: [], extra: 8, createdDaysAgo: 380 }),
  fanClub('real-madrid', 'Real Madrid',
    { vi: 'Madridistas Việt Nam', en: 'Madridistas Vietnam', zh: '越南皇馬球迷會' },
    { vi: 'Hala Madrid! Tin tức Kền Kền Trắng, La Liga, Champions League và các đêm Kinh điển.', en: 'Hala Madrid! News of Los Blancos, La Liga, the Champions League and Clásico nights.', zh: 'Hala Madrid！皇馬新聞、西甲、歐冠與國家德比之夜。' },
    { owner: fan('Đỗ Khánh Vy'), admins: ['jiaying.lin'], moderators: [], extra: 6, createdDaysAgo: 340 }),
  {
    key: 'v-league-talk', name: { vi: 'Bàn tròn V.League', en: 'V.League Round Table', zh: '越南職業聯賽圓桌' },
    description: { vi: 'Mọi chuyện về V.League 1 và V.League 2: bảng xếp hạng, trọng tài, cầu thủ nhập tịch và khán giả trên sân.', en: 'Everything V.League 1 and V.League 2: the table, referees, naturalised players and the crowds in the stands.', zh: '越南甲級與乙級聯賽的一切：積分榜、裁判、歸化球員與現場觀眾。' },
    rules: TALK_RULES, privacy: 'public', team: null, motif: 'talk',
    owner: fan('Ngô Thành Đạt'), admins: [fan('Bùi Quốc Việt')], moderators: [demo], extra: 12, waiting: [], createdDaysAgo: 600,
  },
  {
    key: 'fantasy', name: { vi: 'Fantasy Premier League Việt Nam', en: 'Fantasy Premier League Vietnam', zh: '夢幻英超越南玩家' },
    description: { vi: 'Chọn đội, dùng chip, chọn đội trưởng: chia sẻ kinh nghiệm FPL và đua top mini-league của nhóm.', en: 'Picking teams, playing chips, choosing captains: FPL tips and the group\'s mini-league race.', zh: '選陣容、用晶片、挑隊長：分享FPL心得，角逐社團迷你聯賽冠軍。' },
    rules: FANTASY_RULES, privacy: 'public', team: null, motif: 'fantasy',
    owner: 'liam.walsh', admins: [], moderators: [fan('Mai Phương Linh')], members: [demo], extra: 9, waiting: [], createdDaysAgo: 250,
  },
  {
    key: 'hanoi-expats', name: { vi: 'Hội bóng đá người nước ngoài tại Hà Nội', en: 'Hanoi Expat Football', zh: '河內外籍球迷會' },
    description: { vi: 'Người nước ngoài và bạn bè Việt ở Hà Nội hẹn nhau xem Premier League tại các quán bar thể thao.', en: 'Expats and Vietnamese friends in Hanoi meeting to watch the Premier League in sports bars.', zh: '河內的外籍人士與越南朋友相約在運動酒吧看英超。' },
    rules: MEETUP_RULES, privacy: 'public', team: null, motif: 'meetup',
    owner: 'marcus.reid', admins: ['hannah.doyle'], moderators: [], extra: 4, waiting: [], createdDaysAgo: 150,
  },
  {
    key: 'saigon-cafe', name: { vi: 'Cafe bóng đá Sài Gòn', en: 'Saigon Football Cafés', zh: '西貢足球咖啡館' },
    description: { vi: 'Rủ nhau đi cà phê xem bóng ở Sài Gòn: quán nào màn hình to, quán nào mở khuya, trận nào đông vui.', en: 'Going out to watch football in Saigon cafés: which has the big screen, which stays open late, which match draws a crowd.', zh: '相約在西貢咖啡館看球：哪家螢幕大、哪家營業到深夜、哪場最熱鬧。' },
    rules: MEETUP_RULES, privacy: 'public', team: null, motif: 'meetup',
    owner: fan('Châu Ngọc Trinh'), admins: [], moderators: [fan('Trần Minh Châu')], extra: 8, waiting: [], createdDaysAgo: 190,
  },
  {
    key: 'tactics-lab', name: { vi: 'Phòng Chiến Thuật', en: 'Tactics Lab', zh: '戰術實驗室' },
    description: { vi: 'Nhóm kín cho những ai mê phân tích: sơ đồ, pressing, dữ liệu xG và các buổi mổ băng sau trận.', en: 'A private group for analysis lovers: shapes, pressing, xG data and post-match video breakdowns.', zh: '分析愛好者的私密社團：陣型、壓迫、xG數據與賽後錄影拆解。' },
    rules: PRIVATE_RULES, privacy: 'private', team: null, motif: 'tactics',
    owner: fan('Dương Bảo Trâm'), admins: [demo], moderators: [], extra: 5,
    waiting: [fan('Phạm Thu Hà'), fan('Đặng Ngọc Ánh'), 'marcus.reid'], createdDaysAgo: 120,
  },
  {
    key: 'chelsea-saigon', name: { vi: 'Chelsea Sài Gòn (nhóm kín)', en: 'Chelsea Saigon (private)', zh: '西貢切爾西（私密）' },
    description: { vi: 'Hội fan Chelsea ở Sài Gòn: giao lưu, đá bóng phủi và xem chung. Nhóm kín, duyệt thành viên.', en: 'Chelsea fans in Saigon: meet-ups, Sunday kickabouts and watch parties. Private; members are approved.', zh: '西貢的切爾西球迷：聯誼、週末踢球與一起觀賽。私密社團，需審核加入。' },
    rules: PRIVATE_RULES, privacy: 'private', team: 'Chelsea', motif: 'club',
    owner: fan('Phạm Thu Hà'), admins: [], moderators: [], extra: 4,
    waiting: [demo, fan('Trần Minh Châu')], createdDaysAgo: 90,
  },
];
