import {
  CHAPTER_OF_EVENT, GOAL_CLIP_TYPE, GOAL_EVENT_KINDS, HIGHLIGHT_LIMITS, MATCH_PACKAGE_TYPE, chapterSecond,
  type ChapterKind, type HighlightCategory, type HighlightType,
} from '@/lib/domain/highlights';
import type { Side } from '@/lib/domain/match-events';
import type { Translations } from '@/lib/domain/translated-text';
import { planFullMatch } from './full-match';
import { planInterviews } from './interviews';
import { COLON, EVENT_WORDS, FULL_TIME, KICKOFF, MATCH_END, MATCH_START, PACKAGE_WORD, each, minuteText, momentLabel } from './package-words';
import { planSaves } from './saves';

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
  /** The goalkeepers' saves, where the sport has them and the feed knows them. */
  saves?: readonly SaveMoment[];
  /** Who speaks after the match: each side's manager, or the side itself when it has none on file. */
  speakers?: readonly Speaker[];
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

export interface SaveMoment {
  minute: number;
  /** The goalkeeper's side. */
  side: Side;
  keeper: string | null;
}

export interface Speaker {
  side: Side;
  /** The manager's name; null when the side speaks for itself (a player in a singles sport, a team). */
  manager: string | null;
}

export interface PlannedChapter {
  atSeconds: number;
  kind: ChapterKind;
  minute: number | null;
  eventSeq: number | null;
  label: Translations;
}

export interface PlannedClip {
  type: HighlightType;
  eventSeq: number | null;
  title: Translations;
  /** Seconds into the recording. */
  startSeconds: number;
  durationSeconds: number;
  chapters: PlannedChapter[];
}

/** A stable place in the recording for a match, so two matches do not open on the same frame. */
export function recordingStart(fixtureId: number): number {
  return ((Math.imul(fixtureId, 2654435761) >>> 0) % 600) * 2;
}

const isFootball = (f: PackageFacts) => f.category === 'bong-da';

function extendedHighlight(f: PackageFacts): PlannedClip {
  const duration = HIGHLIGHT_LIMITS.packageSeconds;
  const score = `${f.homeScore}-${f.awayScore}`;
  const marked = f.events.filter((e) => CHAPTER_OF_EVENT[e.kind] !== undefined);
  return {
    type: MATCH_PACKAGE_TYPE,
    eventSeq: null,
    title: each((l) => `${PACKAGE_WORD[l]}${f.home} ${score} ${f.away} | ${f.league[l]}`),
    startSeconds: recordingStart(f.fixtureId),
    durationSeconds: duration,
    chapters: [
      { atSeconds: 0, kind: 'kickoff', minute: null, eventSeq: null, label: isFootball(f) ? KICKOFF : MATCH_START },
      ...marked.map((e) => ({
        atSeconds: chapterSecond(e.minute, e.added, duration),
        kind: CHAPTER_OF_EVENT[e.kind] ?? 'goal',
        minute: e.minute,
        eventSeq: e.seq,
        label: momentLabel(e, EVENT_WORDS[e.kind], e.playerName),
      })),
      { atSeconds: duration - 5, kind: 'fulltime', minute: null, eventSeq: null, label: isFootball(f) ? FULL_TIME : MATCH_END },
    ],
  };
}

/** One short clip per goal, cut from the extended highlight's recording so its goal lands on the package's chapter. */
function goalClips(f: PackageFacts): PlannedClip[] {
  const start = recordingStart(f.fixtureId);
  return f.events.filter((e) => GOAL_EVENT_KINDS.includes(e.kind)).map((e): PlannedClip => {
    const at = chapterSecond(e.minute, e.added, HIGHLIGHT_LIMITS.packageSeconds);
    const lead = Math.min(at, HIGHLIGHT_LIMITS.goalLeadSeconds);
    const who = e.playerName ?? '';
    return {
      type: GOAL_CLIP_TYPE,
      eventSeq: e.seq,
      title: each((l) => `${EVENT_WORDS[e.kind]?.[l] ?? ''}${COLON[l]}${who} ${minuteText(e)} | ${f.home} ${e.homeScore}-${e.awayScore} ${f.away}`),
      startSeconds: start + at - lead,
      durationSeconds: HIGHLIGHT_LIMITS.goalClipSeconds,
      chapters: [{ atSeconds: lead, kind: 'goal', minute: e.minute, eventSeq: e.seq, label: momentLabel(e, EVENT_WORDS[e.kind], who || null) }],
    };
  });
}

/**
 * The match's package, the extended highlight first (the others hang off it): one clip per goal, the full
 * match with a chapter at each event, the best saves where there are any, and the post-match interviews.
 */
export function planPackage(f: PackageFacts): PlannedClip[] {
  const saves = planSaves(f);
  return [extendedHighlight(f), ...goalClips(f), planFullMatch(f), ...(saves ? [saves] : []), ...planInterviews(f)];
}
