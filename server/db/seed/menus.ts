import { LIVE_MODE, liveModeById } from '@/lib/domain/live-modes';
import type { MenuSection } from '@/lib/domain/menu';
import { LIVE_MODE_NAMES, type Names } from './live-modes';
import type { Row } from '../schema';

interface Item {
  label: Names;
  href: string;
  icon: string;
  liveModeId?: number;
}

const HEADER: readonly Item[] = [
  { label: { vi: 'Trực tiếp', en: 'Live', zh: '直播' }, href: '/lich-truc-tiep', icon: 'radio' },
  { label: { vi: 'Kết quả', en: 'Results', zh: '賽果' }, href: '/ket-qua/bong-da', icon: 'list-checks' },
  { label: { vi: 'Lịch thi đấu', en: 'Fixtures', zh: '賽程' }, href: '/lich-thi-dau/bong-da', icon: 'calendar-days' },
  { label: { vi: 'Tỷ lệ kèo', en: 'Odds', zh: '賠率' }, href: '/ty-le-keo/bong-da', icon: 'percent' },
  { label: { vi: 'Tip kèo', en: 'Tips', zh: '貼士' }, href: '/tip-keo', icon: 'lightbulb' },
  { label: { vi: 'Tin tức', en: 'News', zh: '新聞' }, href: '/tin-tuc', icon: 'newspaper' },
  { label: { vi: 'Highlight', en: 'Highlights', zh: '精華' }, href: '/highlight', icon: 'film' },
  { label: { vi: 'Video ngắn', en: 'Reels', zh: '短片' }, href: '/video-ngan', icon: 'smartphone' },
  { label: { vi: 'Phim', en: 'Movies', zh: '影視' }, href: '/phim-anh', icon: 'clapperboard' },
  { label: { vi: 'Tivi', en: 'TV', zh: '電視' }, href: '/tivi', icon: 'tv' },
  { label: { vi: 'Âm nhạc', en: 'Music', zh: '音樂' }, href: '/am-nhac', icon: 'music' },
  { label: { vi: 'Game', en: 'Games', zh: '遊戲' }, href: '/game', icon: 'gamepad-2' },
  { label: { vi: 'Cộng đồng', en: 'Community', zh: '社群' }, href: '/bang-ton', icon: 'users' },
];

function modeTab(key: keyof typeof LIVE_MODE, href: string): Item {
  const id = LIVE_MODE[key];
  return { label: LIVE_MODE_NAMES[key], href, icon: liveModeById(id)?.icon ?? 'circle', liveModeId: id };
}

const NAV: readonly Item[] = [
  { label: { vi: 'Tất cả', en: 'All', zh: '全部' }, href: '/lich-truc-tiep/tat-ca', icon: 'layout-grid' },
  modeTab('football', '/lich-truc-tiep/the-thao/bong-da'),
  modeTab('basketball', '/lich-truc-tiep/the-thao/bong-ro'),
  modeTab('volleyball', '/lich-truc-tiep/the-thao/bong-chuyen'),
  modeTab('tennis', '/lich-truc-tiep/tennis'),
  modeTab('esport', '/lich-truc-tiep/esport'),
  modeTab('billiard', '/lich-truc-tiep/billiard'),
  modeTab('marble', '/lich-truc-tiep/tro-choi/dua-bi'),
  modeTab('casino', '/lich-truc-tiep/casino'),
  modeTab('slot', '/lich-truc-tiep/slot'),
  modeTab('cardGame', '/lich-truc-tiep/card-game'),
  { label: { vi: 'Lịch của bạn', en: 'My bookings', zh: '我的預約' }, href: '/lich-truc-tiep/dat-lich-cua-ban', icon: 'calendar-check' },
];

const FOOTER: readonly Item[] = [
  { label: { vi: 'Về chúng tôi', en: 'About us', zh: '關於我們' }, href: '/ve-chung-toi', icon: 'info' },
  { label: { vi: 'Điều khoản', en: 'Terms', zh: '條款與細則' }, href: '/dieu-kien-dieu-khoan', icon: 'file-text' },
  { label: { vi: 'Nhật ký thay đổi', en: 'Change log', zh: '更新日誌' }, href: '/nhat-ky-thay-doi', icon: 'history' },
  { label: { vi: 'Ứng tuyển BLV', en: 'Become a commentator', zh: '應徵主播' }, href: '/ung-tuyen-binh-luan-vien', icon: 'mic' },
  { label: { vi: 'Khuyến mãi', en: 'Promotions', zh: '優惠活動' }, href: '/khuyen-mai', icon: 'gift' },
  { label: { vi: 'Phòng chat', en: 'Chat rooms', zh: '聊天室' }, href: '/chatroom', icon: 'message-circle' },
  { label: { vi: 'Giới thiệu bạn bè', en: 'Refer a friend', zh: '推薦好友' }, href: '/gioi-thieu-ban-be', icon: 'users' },
  { label: { vi: 'Thông tin & trợ giúp', en: 'Info & help', zh: '資訊與說明' }, href: '/thong-tin', icon: 'info' },
];

const SECTIONS: readonly [MenuSection, readonly Item[]][] = [
  ['header-v4', HEADER],
  ['nav', NAV],
  ['footerv4', FOOTER],
];

export function buildMenus(): Row<'menus'>[] {
  const rows: Row<'menus'>[] = [];
  for (const [section, items] of SECTIONS) {
    items.forEach((item, i) => {
      rows.push({
        id: rows.length + 1,
        section,
        location: null,
        labelVi: item.label.vi,
        labelEn: item.label.en,
        labelZh: item.label.zh,
        href: item.href,
        icon: item.icon,
        liveModeId: item.liveModeId ?? null,
        sort: i + 1,
      });
    });
  }
  return rows;
}
