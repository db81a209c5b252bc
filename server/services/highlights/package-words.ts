import type { Locale } from '@/lib/domain/locale';
import type { Translations } from '@/lib/domain/translated-text';

/** The words the video desk titles and labels clips with, in every language. */
export const EVENT_WORDS: Record<string, Translations> = {
  goal: { vi: 'Bàn thắng', en: 'Goal', zh: '進球' },
  'own-goal': { vi: 'Phản lưới nhà', en: 'Own goal', zh: '烏龍球' },
  'penalty-goal': { vi: 'Phạt đền thành công', en: 'Penalty scored', zh: '點球命中' },
  'missed-penalty': { vi: 'Đá hỏng phạt đền', en: 'Penalty missed', zh: '點球不進' },
  yellow: { vi: 'Thẻ vàng', en: 'Yellow card', zh: '黃牌' },
  'second-yellow': { vi: 'Thẻ vàng thứ hai', en: 'Second yellow', zh: '兩黃變紅' },
  red: { vi: 'Thẻ đỏ', en: 'Red card', zh: '紅牌' },
  save: { vi: 'Cứu thua', en: 'Save', zh: '撲救' },
};
export const KICKOFF: Translations = { vi: 'Bóng lăn', en: 'Kick-off', zh: '開球' };
export const SECOND_HALF: Translations = { vi: 'Hiệp 2', en: 'Second half', zh: '下半場' };
export const FULL_TIME: Translations = { vi: 'Hết giờ', en: 'Full time', zh: '全場結束' };
/** The other sports start and end without a whistle's words. */
export const MATCH_START: Translations = { vi: 'Bắt đầu trận', en: 'Start of the match', zh: '比賽開始' };
export const MATCH_END: Translations = { vi: 'Kết thúc trận', en: 'End of the match', zh: '比賽結束' };
export const PACKAGE_WORD: Translations = { vi: 'Highlight ', en: 'Highlights: ', zh: '精華：' };
export const FULL_MATCH_WORD: Translations = { vi: 'Toàn trận: ', en: 'Full match: ', zh: '全場重播：' };
export const SAVES_WORD: Translations = { vi: 'Những pha cứu thua hay nhất: ', en: 'Best saves: ', zh: '精彩撲救：' };
export const INTERVIEW_WORD: Translations = { vi: 'Phỏng vấn sau trận: ', en: 'Post-match interview: ', zh: '賽後訪問：' };
export const COLON: Translations = { vi: ': ', en: ': ', zh: '：' };

export const each = (fn: (l: Locale) => string): Translations => ({ vi: fn('vi'), en: fn('en'), zh: fn('zh') });
export const minuteText = (e: { minute: number; added: number }) => (e.added > 0 ? `${e.minute}+${e.added}'` : `${e.minute}'`);

/** A moment's label: "12' Goal – Saka". */
export function momentLabel(e: { minute: number; added: number }, word: Translations | undefined, who: string | null): Translations {
  return each((l) => `${minuteText(e)} ${word?.[l] ?? ''}${who ? ` – ${who}` : ''}`);
}

/** A stable number per fixture and purpose, for choices that must come out the same every time. */
export function stableHash(fixtureId: number, salt: number): number {
  return Math.imul(fixtureId ^ Math.imul(salt, 0x9e3779b1), 2654435761) >>> 0;
}
