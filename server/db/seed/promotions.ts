import type { Motif } from '@/server/media/banner-motifs';
import { mediaUrl } from '@/server/media/urls';
import type { Names } from './live-modes';
import type { Row } from '../schema';

const DAY = 86_400_000;

interface PromotionDef {
  slug: string;
  title: Names;
  summary: Names;
  rules: Names;
  points: number;
  /** Period in days from the seeding moment. */
  from: number;
  to: number;
  /** The banner art's motif, named first in the image seed. */
  art: Motif;
}

const PROMOTIONS: readonly PromotionDef[] = [
  {
    slug: 'chao-mung-thanh-vien-moi',
    title: { vi: 'Chào mừng thành viên mới', en: 'Welcome, new member', zh: '新會員見面禮' },
    summary: { vi: 'Nhận ngay 50 điểm kinh nghiệm khi tham gia cộng đồng.', en: 'Get 50 experience points for joining the community.', zh: '加入社群即可獲得 50 經驗值。' },
    rules: {
      vi: 'Mỗi tài khoản nhận quà một lần.\nĐiểm được cộng ngay vào cấp độ thành viên.\nĐiểm kinh nghiệm không quy đổi thành tiền mặt.',
      en: 'One reward per account.\nPoints are added to your member level at once.\nExperience points cannot be exchanged for cash.',
      zh: '每個帳號限領一次。\n經驗值即時計入會員等級。\n經驗值不可兌換現金。',
    },
    points: 50,
    from: -30,
    to: 60,
    art: 'gifts',
  },
  {
    slug: 'mua-giai-bong-da-soi-dong',
    title: { vi: 'Mùa giải bóng đá sôi động', en: 'Football season kick-off', zh: '足球賽季開鑼' },
    summary: { vi: 'Cùng BLV theo dõi mọi vòng đấu và nhận 100 điểm.', en: 'Follow every round with our commentators and earn 100 points.', zh: '與主播一起追看每一輪賽事，賺取 100 經驗值。' },
    rules: {
      vi: 'Áp dụng cho thành viên đã đăng nhập.\nMỗi tài khoản nhận quà một lần trong thời gian diễn ra chương trình.\nTỷ lệ kèo trên trang chỉ mang tính tham khảo; chúng tôi không nhận cược.',
      en: 'For logged-in members.\nOne reward per account while the promotion runs.\nOdds on the site are for information only; we do not take bets.',
      zh: '適用於已登入會員。\n活動期間每個帳號限領一次。\n網站賠率僅供參考，本站不接受投注。',
    },
    points: 100,
    from: -3,
    to: 25,
    art: 'stadium',
  },
  {
    slug: 'dem-esport-cuoi-tuan',
    title: { vi: 'Đêm Esport cuối tuần', en: 'Weekend esports nights', zh: '週末電競之夜' },
    summary: { vi: 'Xem các giải Esport lớn cùng cộng đồng và nhận 80 điểm.', en: 'Watch the big esports leagues with the community and earn 80 points.', zh: '與社群一起觀看大型電競賽事，賺取 80 經驗值。' },
    rules: {
      vi: 'Mỗi tài khoản nhận quà một lần.\nChương trình có thể kết thúc sớm nếu phát hiện gian lận.',
      en: 'One reward per account.\nThe promotion may end early if abuse is found.',
      zh: '每個帳號限領一次。\n如發現濫用，活動可能提前結束。',
    },
    points: 80,
    from: -1,
    to: 14,
    art: 'esport',
  },
  {
    slug: 'le-hoi-binh-luan-vien',
    title: { vi: 'Lễ hội bình luận viên', en: 'Commentator festival', zh: '主播嘉年華' },
    summary: { vi: 'Sắp diễn ra: gặp gỡ các BLV và nhận 150 điểm.', en: 'Coming soon: meet the commentators and earn 150 points.', zh: '即將開始：與主播見面，賺取 150 經驗值。' },
    rules: {
      vi: 'Nhận quà khi chương trình bắt đầu.\nMỗi tài khoản nhận quà một lần.',
      en: 'Claim once the promotion starts.\nOne reward per account.',
      zh: '活動開始後方可領取。\n每個帳號限領一次。',
    },
    points: 150,
    from: 7,
    to: 30,
    art: 'broadcast',
  },
  {
    slug: 'tet-sum-vay',
    title: { vi: 'Tết sum vầy', en: 'Lunar New Year together', zh: '新春團圓' },
    summary: { vi: 'Chương trình đã kết thúc. Cảm ơn bạn đã tham gia!', en: 'This promotion has ended. Thank you for joining!', zh: '活動已結束，感謝參與！' },
    rules: {
      vi: 'Mỗi tài khoản nhận quà một lần trong thời gian diễn ra chương trình.',
      en: 'One reward per account while the promotion ran.',
      zh: '活動期間每個帳號限領一次。',
    },
    points: 120,
    from: -60,
    to: -20,
    art: 'lantern',
  },
];

/** Promotions around the seeding moment: some running, one upcoming, one ended. */
export function buildPromotions(now: number): Row<'promotions'>[] {
  const start = Math.floor(now / DAY) * DAY;
  return PROMOTIONS.map((p, i) => ({
    id: i + 1,
    slug: p.slug,
    titleVi: p.title.vi,
    titleEn: p.title.en,
    titleZh: p.title.zh,
    summaryVi: p.summary.vi,
    summaryEn: p.summary.en,
    summaryZh: p.summary.zh,
    rulesVi: p.rules.vi,
    rulesEn: p.rules.en,
    rulesZh: p.rules.zh,
    points: p.points,
    banner: mediaUrl('banner', `${p.art}-promo-${p.slug}`),
    startsAt: start + p.from * DAY,
    endsAt: start + p.to * DAY,
    sort: i + 1,
  }));
}
