import type { Row } from '../schema';

const ITEMS: readonly { vi: string; en: string; zh: string; href: string | null; active?: boolean }[] = [
  {
    vi: 'Chào mừng bạn đến với kênh trực tiếp thể thao: xem miễn phí, bình luận tiếng Việt.',
    en: 'Welcome to live sports: free to watch, with Vietnamese commentary.',
    zh: '歡迎收看體育直播：免費觀看，越南語解說。',
    href: null,
  },
  {
    vi: 'Lịch trực tiếp Premier League, La Liga và V.League cập nhật mỗi ngày.',
    en: 'Live schedule for the Premier League, La Liga and V.League, updated daily.',
    zh: '英超、西甲及越南聯賽直播賽程每日更新。',
    href: '/lich-truc-tiep',
  },
  {
    vi: 'Đêm Champions League: trực tiếp các trận cầu đỉnh cao lúc rạng sáng.',
    en: 'Champions League nights: the top matches live in the early hours.',
    zh: '歐冠之夜：凌晨直播頂級對決。',
    href: '/lich-thi-dau/bong-da',
  },
  {
    vi: 'Mới: chế độ rạp hát trong phòng xem trực tiếp, xem toàn màn hình cùng khung chat.',
    en: 'New: theatre mode in live rooms, full width with the chat beside it.',
    zh: '新功能：直播間劇院模式，寬螢幕觀看並保留聊天室。',
    href: null,
  },
  {
    vi: 'Ứng tuyển bình luận viên: gia nhập đội ngũ BLV ngay hôm nay!',
    en: 'Become a commentator: join our team today!',
    zh: '應徵主播：今天就加入我們的解說團隊！',
    href: '/ung-tuyen-binh-luan-vien',
  },
  {
    vi: 'Tip kèo miễn phí từ chuyên gia cho các trận cầu tâm điểm.',
    en: 'Free expert tips for the headline matches.',
    zh: '焦點賽事專家免費貼士。',
    href: '/tip-keo',
  },
  {
    vi: 'Điểm danh mỗi ngày để nhận quà dành cho thành viên.',
    en: 'Check in every day to collect member rewards.',
    zh: '每日簽到領取會員獎勵。',
    href: '/khuyen-mai',
  },
  {
    vi: 'Bảo trì hệ thống chat từ 02:00 đến 03:00.',
    en: 'Chat maintenance from 02:00 to 03:00.',
    zh: '聊天系統將於 02:00 至 03:00 維護。',
    href: null,
    active: false,
  },
];

/** Announcements for the home marquee; the last one is switched off. */
export function buildMarquee(): Row<'marquee'>[] {
  return ITEMS.map((item, i) => ({
    id: i + 1,
    textVi: item.vi,
    textEn: item.en,
    textZh: item.zh,
    href: item.href,
    sort: i + 1,
    active: item.active === false ? 0 : 1,
  }));
}
