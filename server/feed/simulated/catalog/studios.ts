import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { LeagueDef } from './types';

/**
 * Studio rooms that are on air around the clock. Teams come in pairs: a table (or track) and the
 * session's house side; each pair plays one session per local day, from midnight to midnight.
 */
const studio = (liveModeId: number, name: string, translated: LeagueDef['translated'], abbr: string, priority: number, teams: readonly string[]): LeagueDef => ({
  name,
  translated,
  abbr,
  country: 'Vietnam',
  liveModeId,
  priority,
  alwaysOn: true,
  slots: { daily: ['00:00'] },
  venue: 'Studio Sài Gòn|TP. Hồ Chí Minh|300',
  teams,
});

export const CASINO_STUDIO = studio(LIVE_MODE.casino, 'Casino trực tuyến', { en: 'Live Casino', zh: '真人娛樂場' }, 'CAS', 40, [
  'Baccarat Rồng Vàng|BRV', 'Sảnh Rồng Vàng|SRV', 'Roulette Hoàng Gia|RHG', 'Sảnh Hoàng Gia|SHG',
]);

export const SLOT_STUDIO = studio(LIVE_MODE.slot, 'Slot Show', { en: 'Slot Show', zh: '老虎機直播秀' }, 'SLT', 41, ['Nổ hũ Thần Tài|NTT', 'Sảnh Thần Tài|STT']);

export const CARD_STUDIO = studio(LIVE_MODE.cardGame, 'Game bài trực tiếp', { en: 'Live Card Games', zh: '紙牌遊戲直播' }, 'GB', 42, [
  'Tiến lên miền Nam|TLMN', 'Bàn Tiến lên|BTL', 'Poker Texas|PKT', 'Bàn Poker|BPK',
]);

export const MARBLE_STUDIO = studio(LIVE_MODE.marble, 'Đua bi Marble League', { en: 'Marble League Racing', zh: '彈珠聯賽競速' }, 'MBL', 43, ['Đường đua Sao Băng|DSB', 'Đội bi Cầu Vồng|DCV']);
