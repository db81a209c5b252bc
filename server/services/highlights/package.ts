import { CHAPTER_OF_EVENT, GOAL_CLIP_TYPE, GOAL_EVENT_KINDS, HIGHLIGHT_LIMITS, MATCH_PACKAGE_TYPE, chapterSecond, type ChapterKind, type HighlightCategory } from '@/lib/domain/highlights';
import type { Locale } from '@/lib/domain/locale';
import type { Side } from '@/lib/domain/match-events';
import type { Translations } from '@/lib/domain/translated-text';

/** What a match's package is cut from: the feed's own facts and events, nothing invented. */
export interface PackageFacts {
  fixtureId: number;
  category: HighlightCategory;
  league: Translations;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  events: readonly PackageEvent[];
}

export interface PackageEvent {
  seq: number;
  minute: number;
  added: number;
  kind: string;
  side: Side;
  playerName: string | null;
  homeScore: number;
  awayScore: number;
}

export interface PlannedChapter {
  atSeconds: number;
  kind: ChapterKind;
  minute: number | null;
  eventSeq: number | null;
  label: Translations;
}

export interface PlannedClip {
  type: typeof MATCH_PACKAGE_TYPE | typeof GOAL_CLIP_TYPE;
  eventSeq: number | null;
  title: Translations;
  /** Seconds into the recording. */
  startSeconds: number;
  durationSeconds: number;
  chapters: PlannedChapter[];
}

const EVENT_WORDS: Record<string, Translations> = {
  goal: { vi: 'Bàn thắng', en: 'Goal', zh: '進球' },
  'own-goal': { vi: 'Phản lưới nhà', en: 'Own goal', zh: '烏龍球' },
  'penalty-goal': { vi: 'Phạt đền thành công', en: 'Penalty scored', zh: '點球命中' },
  'missed-penalty': { vi: 'Đá hỏng phạt đền', en: 'Penalty missed', zh: '點球不進' },
  yellow: { vi: 'Thẻ vàng', en: 'Yellow card', zh: '黃牌' },
  'second-yellow': { vi: 'Thẻ vàng thứ hai', en: 'Second yellow', zh: '兩黃變紅' },
  red: { vi: 'Thẻ đỏ', en: 'Red card', zh: '紅牌' },
};
const KICKOFF: Translations = { vi: 'Bóng lăn', en: 'Kick-off', zh: '開球' };
const FULL_TIME: Translations = { vi: 'Hết giờ', en: 'Full time', zh: '全場結束' };
const PACKAGE_WORD: Translations = { vi: 'Highlight ', en: 'Highlights: ', zh: '精華：' };
const COLON: Translations = { vi: ': ', en: ': ', zh: '：' };

const each = (fn: (l: Locale) => string): Translations => ({ vi: fn('vi'), en: fn('en'), zh: fn('zh') });
const minuteText = (e: { minute: number; added: number }) => (e.added > 0 ? `${e.minute}+${e.added}'` : `${e.minute}'`);

/** A stable place in the recording for a match, so two matches do not open on the same frame. */
export function recordingStart(fixtureId: number): number {
  return ((Math.imul(fixtureId, 2654435761) >>> 0) % 600) * 2;
}

/** The match's package: the extended highlight with a chapter per goal, card and penalty, and one short clip per goal. */
export function planPackage(f: PackageFacts): PlannedClip[] {
  const duration = HIGHLIGHT_LIMITS.packageSeconds;
  const start = recordingStart(f.fixtureId);
  const score = `${f.homeScore}-${f.awayScore}`;
  const marked = f.events.filter((e) => CHAPTER_OF_EVENT[e.kind] !== undefined);
  const chapters: PlannedChapter[] = [
    { atSeconds: 0, kind: 'kickoff', minute: null, eventSeq: null, label: KICKOFF },
    ...marked.map((e) => ({
      atSeconds: chapterSecond(e.minute, e.added, duration),
      kind: CHAPTER_OF_EVENT[e.kind] ?? 'goal',
      minute: e.minute,
      eventSeq: e.seq,
      label: each((l) => `${minuteText(e)} ${EVENT_WORDS[e.kind]?.[l] ?? ''}${e.playerName ? ` – ${e.playerName}` : ''}`),
    })),
    { atSeconds: duration - 5, kind: 'fulltime', minute: null, eventSeq: null, label: FULL_TIME },
  ];
  const main: PlannedClip = {
    type: MATCH_PACKAGE_TYPE,
    eventSeq: null,
    title: each((l) => `${PACKAGE_WORD[l]}${f.home} ${score} ${f.away} | ${f.league[l]}`),
    startSeconds: start,
    durationSeconds: duration,
    chapters,
  };
  const goals = f.events.filter((e) => GOAL_EVENT_KINDS.includes(e.kind)).map((e): PlannedClip => {
    const at = chapterSecond(e.minute, e.added, duration);
    const lead = Math.min(at, HIGHLIGHT_LIMITS.goalLeadSeconds);
    const who = e.playerName ?? '';
    return {
      type: GOAL_CLIP_TYPE,
      eventSeq: e.seq,
      title: each((l) => `${EVENT_WORDS[e.kind]?.[l] ?? ''}${COLON[l]}${who} ${minuteText(e)} | ${f.home} ${e.homeScore}-${e.awayScore} ${f.away}`),
      startSeconds: start + at - lead,
      durationSeconds: HIGHLIGHT_LIMITS.goalClipSeconds,
      chapters: [{ atSeconds: lead, kind: 'goal', minute: e.minute, eventSeq: e.seq, label: each((l) => `${minuteText(e)} ${EVENT_WORDS[e.kind]?.[l] ?? ''}${who ? ` – ${who}` : ''}`) }],
    };
  });
  return [main, ...goals];
}
