import type { Motif } from '@/server/media/banner-motifs';
import { mediaUrl } from '@/server/media/urls';
import type { Names } from './live-modes';
import type { Row } from '../schema';

interface BannerDef {
  position: 'home-hero' | 'home-side';
  title: Names;
  subtitle: Names;
  href: string;
  /** The banner art's motif, named first in the image seed. */
  art: Motif;
}

const BANNERS: readonly BannerDef[] = [
  {
    position: 'home-hero',
    title: { vi: 'Đại chiến cuối tuần', en: 'Weekend showdown', zh: '週末焦點大戰' },
    subtitle: { vi: 'Xem trực tiếp Premier League cùng BLV tiếng Việt', en: 'Watch the Premier League live with Vietnamese commentary', zh: '越南語解說直播英超' },
    href: '/lich-truc-tiep',
    art: 'stadium',
  },
  {
    position: 'home-hero',
    title: { vi: 'V.League sôi động từng vòng', en: 'V.League, every round live', zh: '越南聯賽 每輪精彩' },
    subtitle: { vi: 'Trực tiếp mọi trận đấu, bình luận chuyên sâu', en: 'Every match live, with in-depth commentary', zh: '全場直播，深度解說' },
    href: '/lich-truc-tiep/the-thao/bong-da',
    art: 'stadium',
  },
  {
    position: 'home-hero',
    title: { vi: 'Đêm Champions League', en: 'Champions League nights', zh: '歐冠之夜' },
    subtitle: { vi: 'Những trận cầu đỉnh cao châu Âu lúc rạng sáng', en: "Europe's finest, live in the early hours", zh: '凌晨直播歐洲頂級賽事' },
    href: '/lich-thi-dau/bong-da',
    art: 'trophy',
  },
  {
    position: 'home-hero',
    title: { vi: 'Tip kèo từ chuyên gia', en: 'Expert tips', zh: '專家貼士' },
    subtitle: { vi: 'Phân tích và nhận định trước mỗi trận đấu', en: 'Analysis and predictions before every match', zh: '每場賽前分析與預測' },
    href: '/tip-keo',
    art: 'tips',
  },
  {
    position: 'home-side',
    title: { vi: 'Ứng tuyển BLV', en: 'Become a commentator', zh: '應徵主播' },
    subtitle: { vi: 'Trở thành bình luận viên của chúng tôi', en: 'Join our commentary team', zh: '成為我們的解說員' },
    href: '/ung-tuyen-binh-luan-vien',
    art: 'broadcast',
  },
  {
    position: 'home-side',
    title: { vi: 'Khuyến mãi thành viên', en: 'Member rewards', zh: '會員優惠' },
    subtitle: { vi: 'Điểm danh hằng ngày, nhận quà hấp dẫn', en: 'Check in daily for rewards', zh: '每日簽到，好禮相送' },
    href: '/khuyen-mai',
    art: 'gifts',
  },
];

export function buildBanners(): Row<'banners'>[] {
  const seen: Record<string, number> = {};
  return BANNERS.map((b, i) => {
    const n = (seen[b.position] = (seen[b.position] ?? 0) + 1);
    return {
      id: i + 1,
      position: b.position,
      domain: null,
      titleVi: b.title.vi,
      titleEn: b.title.en,
      titleZh: b.title.zh,
      subtitleVi: b.subtitle.vi,
      subtitleEn: b.subtitle.en,
      subtitleZh: b.subtitle.zh,
      image: mediaUrl('banner', `${b.art}-${b.position}-${n}`),
      href: b.href,
      sort: n,
    };
  });
}
