import { LIVE_MODES, type LiveModeKey } from '@/lib/domain/live-modes';
import type { Row } from '../schema';

export interface Names {
  vi: string;
  en: string;
  zh: string;
}

export const LIVE_MODE_NAMES: Record<LiveModeKey, Names> = {
  liveStream: { vi: 'Trực tiếp', en: 'Live stream', zh: '直播' },
  movies: { vi: 'Phim ảnh', en: 'Movies', zh: '影視' },
  comics: { vi: 'Truyện tranh', en: 'Comics', zh: '漫畫' },
  news: { vi: 'Tin tức', en: 'News', zh: '新聞' },
  social: { vi: 'Cộng đồng', en: 'Community', zh: '社群' },
  football: { vi: 'Bóng đá', en: 'Football', zh: '足球' },
  marble: { vi: 'Đua bi', en: 'Marble race', zh: '彈珠賽跑' },
  basketball: { vi: 'Bóng rổ', en: 'Basketball', zh: '籃球' },
  esport: { vi: 'Thể thao điện tử', en: 'Esports', zh: '電子競技' },
  casino: { vi: 'Casino', en: 'Casino', zh: '娛樂場' },
  slot: { vi: 'Slot', en: 'Slots', zh: '老虎機' },
  cardGame: { vi: 'Game bài', en: 'Card games', zh: '紙牌遊戲' },
  billiard: { vi: 'Bi-a', en: 'Billiards', zh: '撞球' },
  tennis: { vi: 'Quần vợt', en: 'Tennis', zh: '網球' },
  volleyball: { vi: 'Bóng chuyền', en: 'Volleyball', zh: '排球' },
};

/** Tab order: the sports people come for first, then games, then the other sections. */
const ORDER: readonly LiveModeKey[] = [
  'football', 'basketball', 'volleyball', 'tennis', 'esport', 'billiard', 'marble', 'casino', 'slot', 'cardGame',
  'liveStream', 'movies', 'comics', 'news', 'social',
];

export function buildLiveModes(): Row<'liveModes'>[] {
  return LIVE_MODES.map((m) => {
    const names = LIVE_MODE_NAMES[m.key];
    return { id: m.id, slug: m.slug, icon: m.icon, nameVi: names.vi, nameEn: names.en, nameZh: names.zh, livemode: m.id, sort: ORDER.indexOf(m.key) + 1 };
  });
}
