import type { Locale } from '@/lib/domain/locale';

/** A group's rules in each language. */
export type RuleSet = Record<Locale, string[]>;

/** What every demo group asks of its members, after its own rules. */
const COMMON: RuleSet = {
  vi: ['Tôn trọng mọi thành viên, không công kích cá nhân.', 'Không quảng cáo cá cược, không spam link.'],
  en: ['Respect every member; no personal attacks.', 'No betting adverts, no spam links.'],
  zh: ['尊重每位成員，禁止人身攻擊。', '禁止博彩廣告與垃圾連結。'],
};

export const withCommon = (own: RuleSet): RuleSet => ({
  vi: [...own.vi, ...COMMON.vi],
  en: [...own.en, ...COMMON.en],
  zh: [...own.zh, ...COMMON.zh],
});

export const FAN_CLUB_RULES: RuleSet = withCommon({
  vi: ['Cổ vũ văn minh, tôn trọng đội bạn và CĐV đội bạn.', 'Bài viết về đội bóng, cầu thủ và lịch thi đấu.'],
  en: ['Cheer fairly and respect the other side and its fans.', 'Posts about the club, its players and its fixtures.'],
  zh: ['文明加油，尊重對手與對方球迷。', '貼文請圍繞球隊、球員與賽程。'],
});

export const TALK_RULES: RuleSet = withCommon({
  vi: ['Tranh luận bằng lý lẽ, dẫn nguồn khi đưa tin.', 'Tin đồn chuyển nhượng ghi rõ là tin đồn.'],
  en: ['Argue with reasons, and cite a source for news.', 'Label transfer rumours as rumours.'],
  zh: ['理性討論，發布消息請附來源。', '轉會傳聞請註明為傳聞。'],
});

export const FANTASY_RULES: RuleSet = withCommon({
  vi: ['Chia sẻ đội hình, chip và mẹo chọn đội trưởng.', 'Mã mini-league chỉ đăng trong bài ghim.'],
  en: ['Share your team, chips and captaincy tips.', 'Post mini-league codes only under the pinned post.'],
  zh: ['分享陣容、晶片與隊長選擇心得。', '迷你聯賽代碼請只貼在置頂貼文下。'],
});

export const PRIVATE_RULES: RuleSet = withCommon({
  vi: ['Nội dung trong nhóm không chia sẻ ra ngoài.', 'Giới thiệu bản thân khi xin vào nhóm.'],
  en: ['What is said in the group stays in the group.', 'Say who you are when you ask to join.'],
  zh: ['社團內容請勿外流。', '申請加入時請簡單自我介紹。'],
});

export const MEETUP_RULES: RuleSet = withCommon({
  vi: ['Đăng lịch xem chung kèm địa điểm và giờ hẹn.', 'Báo trước nếu không đến được để chủ nhà giữ chỗ.'],
  en: ['Post watch parties with the place and the time.', 'Let the host know if you cannot come, so they can free your seat.'],
  zh: ['發起觀賽聚會請附地點與時間。', '無法出席請提前告知主辦人。'],
});
