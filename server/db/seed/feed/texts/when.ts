import type { Locale } from '@/lib/domain/locale';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Members read kick-offs in Vietnam's time (UTC+7 all year), as the site shows them. */
const OFFSET = 7 * HOUR;

type Part = 'early' | 'morning' | 'noon' | 'afternoon' | 'evening' | 'night';

function partOf(hour: number): Part {
  if (hour < 5) return 'early';
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  if (hour < 22) return 'evening';
  return 'night';
}

const VI_PART: Record<Part, string> = { early: 'rạng sáng', morning: 'sáng', noon: 'trưa', afternoon: 'chiều', evening: 'tối', night: 'đêm' };
const VI_DAY = ['Chủ nhật', 'thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];
const EN_DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ZH_PART: Record<Part, string> = { early: '凌晨', morning: '早上', noon: '中午', afternoon: '下午', evening: '晚上', night: '晚上' };
const ZH_DAY = ['週日', '週一', '週二', '週三', '週四', '週五', '週六'];

/**
 * When a match kicks off, as a member posting at `postAt` says it: "19h15 tối nay", "tomorrow night at
 * 02:00", "明晚 19:15", "21h00 tối thứ Bảy".
 */
export function whenPhrase(lang: Locale, postAt: number, kickoff: number): string {
  const post = new Date(postAt + OFFSET);
  const ko = new Date(kickoff + OFFSET);
  const days = Math.round((Date.UTC(ko.getUTCFullYear(), ko.getUTCMonth(), ko.getUTCDate()) - Date.UTC(post.getUTCFullYear(), post.getUTCMonth(), post.getUTCDate())) / DAY);
  const part = partOf(ko.getUTCHours());
  const hh = String(ko.getUTCHours()).padStart(2, '0');
  const mm = String(ko.getUTCMinutes()).padStart(2, '0');
  // A match in the small hours after the day of the post is, to an English speaker, tonight's.
  const tonightAfterMidnight = days === 1 && part === 'early';
  const weekday = ko.getUTCDay();

  if (lang === 'vi') {
    const clock = `${ko.getUTCHours()}h${mm}`;
    if (days === 0) return `${clock} ${VI_PART[part]} nay`;
    if (days === 1) return `${clock} ${VI_PART[part]} mai`;
    return `${clock} ${VI_PART[part]} ${VI_DAY[weekday]}`;
  }
  if (lang === 'en') {
    const clock = `${hh}:${mm}`;
    if (tonightAfterMidnight || (days === 0 && (part === 'evening' || part === 'night'))) return `tonight at ${clock}`;
    if (days === 0) return part === 'afternoon' || part === 'noon' ? `this afternoon at ${clock}` : `this morning at ${clock}`;
    if (days === 1) return part === 'evening' || part === 'night' ? `tomorrow night at ${clock}` : part === 'afternoon' || part === 'noon' ? `tomorrow afternoon at ${clock}` : `tomorrow morning at ${clock}`;
    return `on ${EN_DAY[weekday]} at ${clock}`;
  }
  const clock = `${hh}:${mm}`;
  if (days === 0) return part === 'evening' || part === 'night' ? `今晚 ${clock}` : `今天${ZH_PART[part]} ${clock}`;
  if (days === 1) return part === 'evening' || part === 'night' ? `明晚 ${clock}` : `明天${ZH_PART[part]} ${clock}`;
  return `${ZH_DAY[weekday]}${ZH_PART[part]} ${clock}`;
}
