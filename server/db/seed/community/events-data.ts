import type { EventRsvp } from '@/lib/domain/events';
import type { Translations } from '@/lib/domain/translated-text';
import { chatMemberUsername as fan } from '../chat-members';

/** How a demo party meets. */
export type PartyKind = 'place' | 'online' | 'stadium';

export interface PartyPlan {
  /**
   * Whose fixture: the club's next match, else its league's next one not yet taken (by slug), else the
   * next big match; or the soonest match with a live room.
   */
  pick: { team?: string; league: string } | { soonest: true };
  kind: PartyKind;
  /** A café or club by key (PLACE_SEEDS) for `place`. */
  place?: string;
  /** The group it belongs to (GROUP_SEEDS key); its owner hosts. */
  group?: string;
  /** Who hosts a party outside a group. */
  host?: string;
  /** Seats, for a place. */
  capacity?: number;
  /** The demo account's answer, so its own pages have parties to show (and a reminder to receive). */
  demo?: EventRsvp;
}

/** The demo's watch parties; a plan whose team has no match in the next days is skipped. */
export const PARTY_PLANS: readonly PartyPlan[] = [
  { pick: { team: 'Hà Nội FC', league: 'v-league-1' }, kind: 'place', place: 'cdv-ha-noi', group: 'ha-noi-fc', capacity: 60, demo: 'going' },
  { pick: { team: 'Thể Công - Viettel', league: 'v-league-1' }, kind: 'place', place: 'san-nha', group: 'the-cong', capacity: 100, demo: 'interested' },
  { pick: { team: 'Hoàng Anh Gia Lai', league: 'v-league-1' }, kind: 'online', group: 'hagl' },
  { pick: { team: 'Manchester United', league: 'premier-league' }, kind: 'place', place: 'pho-bong-da', group: 'man-utd', capacity: 80 },
  { pick: { team: 'Arsenal', league: 'premier-league' }, kind: 'place', place: 'gunners-pub', group: 'arsenal', capacity: 45 },
  { pick: { team: 'Liverpool', league: 'premier-league' }, kind: 'place', place: 'kop-bar', group: 'liverpool', capacity: 50 },
  { pick: { team: 'Real Madrid', league: 'la-liga' }, kind: 'place', place: '90-phut', group: 'real-madrid', capacity: 40 },
  { pick: { team: 'Chelsea', league: 'premier-league' }, kind: 'place', place: 'chao-lua', group: 'chelsea-saigon', capacity: 30 },
  { pick: { league: 'v-league-1' }, kind: 'stadium', group: 'v-league-talk' },
  { pick: { league: 'v-league-1' }, kind: 'place', place: 'lach-tray-corner', host: fan('Ngô Thành Đạt'), capacity: 35 },
  { pick: { league: 'premier-league' }, kind: 'online', group: 'fantasy' },
  { pick: { league: 'premier-league' }, kind: 'place', place: 'kop-bar', group: 'hanoi-expats', capacity: 50 },
  { pick: { league: 'premier-league' }, kind: 'place', place: 'goc-san', host: fan('Bùi Quốc Việt'), capacity: 40 },
  { pick: { league: 'la-liga' }, kind: 'place', place: 'bien-xanh', host: fan('Đỗ Khánh Vy'), capacity: 30 },
  { pick: { league: 'serie-a' }, kind: 'place', place: 'song-huong', host: fan('Ngô Thành Đạt'), capacity: 25 },
  { pick: { league: 'uefa-champions-league' }, kind: 'place', place: '90-phut', group: 'saigon-cafe', capacity: 40 },
  { pick: { soonest: true }, kind: 'online', host: fan('Huỳnh Gia Huy'), demo: 'going' },
];

/** A party's title, from the teams and where it meets (the place's name in the reader's language). */
export function partyTitle(kind: PartyKind, home: string, away: string, where: Translations): Translations {
  if (kind === 'online') return { vi: `Cùng xem online: ${home} vs ${away}`, en: `Watch online together: ${home} v ${away}`, zh: `線上一起看：${home} 對 ${away}` };
  if (kind === 'stadium') return { vi: `Hẹn nhau ở sân: ${home} vs ${away}`, en: `Meet at the ground: ${home} v ${away}`, zh: `球場見：${home} 對 ${away}` };
  return { vi: `Xem chung ${home} vs ${away} tại ${where.vi}`, en: `${home} v ${away} watch party at ${where.en}`, zh: `${where.zh}觀賽：${home} 對 ${away}` };
}

export const PARTY_DESCRIPTIONS: Record<PartyKind, readonly Translations[]> = {
  place: [
    { vi: 'Có mặt trước giờ bóng lăn 30 phút để giữ chỗ đẹp. Mặc áo đội nhà nhé!', en: 'Be there 30 minutes before kick-off to get a good seat. Wear the shirt!', zh: '請於開賽前30分鐘到場佔好位置，記得穿上主隊球衣！' },
    { vi: 'Quán đã giữ khu riêng cho nhóm. Ai đến sau nhắn trong nhóm để mọi người chỉ chỗ.', en: 'The venue is keeping an area for us. Arriving late? Post in the group and we will wave you over.', zh: '店家已為我們保留專區，晚到的朋友請在社團留言，我們會帶你入座。' },
    { vi: 'Xem xong ở lại bình luận trận đấu, ai dự đoán đúng tỉ số được mời nước.', en: 'Stay after the whistle to talk it over; whoever calls the score gets a drink.', zh: '賽後留下來一起聊比賽，猜中比分的人有飲料招待。' },
  ],
  online: [
    { vi: 'Vào phòng live của trận đấu và chat cùng nhau suốt 90 phút.', en: 'Join the match\'s live room and chat together for the full 90 minutes.', zh: '進入比賽直播間，90分鐘一起聊天看球。' },
    { vi: 'Không tiện ra quán? Cùng xem online, bình luận từng tình huống.', en: 'Can\'t make it out? Watch online with us and call every moment.', zh: '不方便出門？一起線上觀賽，逐一點評每個瞬間。' },
  ],
  stadium: [
    { vi: 'Tập trung ở cổng chính một tiếng trước giờ đá, mang theo cờ và khăn.', en: 'Meet at the main gate an hour before kick-off; bring flags and scarves.', zh: '開賽前一小時在正門集合，記得帶旗幟與圍巾。' },
  ],
};
