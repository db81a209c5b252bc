import {
  CHAPTER_OF_EVENT, FOOTBALL_HALF_MINUTES, FULL_MATCH_MINUTES, FULL_MATCH_TYPE, HIGHLIGHT_LIMITS, type ChapterKind,
} from '@/lib/domain/highlights';
import type { PackageEvent, PackageFacts, PlannedChapter, PlannedClip } from './package';
import { recordingStart } from './package';
import { EVENT_WORDS, FULL_MATCH_WORD, FULL_TIME, KICKOFF, MATCH_END, MATCH_START, SECOND_HALF, each, momentLabel, stableHash } from './package-words';

const MINUTE = 60;

/** Stoppage time of each half: at least as long as the latest event in it, otherwise a stable few minutes per match. */
export function stoppageMinutes(f: Pick<PackageFacts, 'fixtureId' | 'events'>): { first: number; second: number } {
  const latest = (minute: number) => Math.max(0, ...f.events.filter((e) => e.minute === minute).map((e) => e.added));
  const h = stableHash(f.fixtureId, 45);
  return {
    first: Math.max(latest(FOOTBALL_HALF_MINUTES), 1 + (h % 3)),
    second: Math.max(latest(2 * FOOTBALL_HALF_MINUTES), 3 + ((h >>> 4) % 4)),
  };
}

/** Where an event sits in the full match: half a minute into its minute, counting the first half's stoppage. */
function footballSecond(e: Pick<PackageEvent, 'minute' | 'added'>, firstStoppage: number): number {
  if (e.minute <= FOOTBALL_HALF_MINUTES) return (e.minute - 1 + e.added) * MINUTE + 30;
  return (FOOTBALL_HALF_MINUTES + firstStoppage + e.minute - FOOTBALL_HALF_MINUTES - 1 + e.added) * MINUTE + 30;
}

function footballTimeline(f: PackageFacts): { duration: number; chapters: PlannedChapter[] } {
  const stoppage = stoppageMinutes(f);
  const duration = (2 * FOOTBALL_HALF_MINUTES + stoppage.first + stoppage.second) * MINUTE;
  const chapter = (atSeconds: number, kind: ChapterKind, label: PlannedChapter['label']): PlannedChapter => ({ atSeconds, kind, minute: null, eventSeq: null, label });
  const events = f.events
    .filter((e) => CHAPTER_OF_EVENT[e.kind] !== undefined)
    .map((e): PlannedChapter => ({
      atSeconds: Math.min(duration - 10, footballSecond(e, stoppage.first)),
      kind: CHAPTER_OF_EVENT[e.kind] ?? 'goal',
      minute: e.minute,
      eventSeq: e.seq,
      label: momentLabel(e, EVENT_WORDS[e.kind], e.playerName),
    }));
  const chapters = [
    chapter(0, 'kickoff', KICKOFF),
    chapter((FOOTBALL_HALF_MINUTES + stoppage.first) * MINUTE, 'kickoff', SECOND_HALF),
    ...events,
    chapter(duration - 5, 'fulltime', FULL_TIME),
  ];
  return { duration, chapters: chapters.sort((a, b) => a.atSeconds - b.atSeconds) };
}

/** The other sports: start and end; their points are not moments the desk marks. */
function otherTimeline(duration: number): { duration: number; chapters: PlannedChapter[] } {
  return {
    duration,
    chapters: [
      { atSeconds: 0, kind: 'kickoff', minute: null, eventSeq: null, label: MATCH_START },
      { atSeconds: duration - 5, kind: 'fulltime', minute: null, eventSeq: null, label: MATCH_END },
    ],
  };
}

/**
 * The whole match on demand: football's two halves and their stoppage with the break cut out, chapters at
 * kick-off, the second half, each goal, card and penalty, and full time; the other sports their usual length.
 */
export function planFullMatch(f: PackageFacts): PlannedClip {
  const timeline = f.category === 'bong-da' ? footballTimeline(f) : otherTimeline(FULL_MATCH_MINUTES[f.category] * MINUTE);
  const duration = Math.min(timeline.duration, HIGHLIGHT_LIMITS.maxClipSeconds);
  return {
    type: FULL_MATCH_TYPE,
    eventSeq: null,
    title: each((l) => `${FULL_MATCH_WORD[l]}${f.home} vs ${f.away} | ${f.league[l]}`),
    startSeconds: recordingStart(f.fixtureId),
    durationSeconds: duration,
    chapters: timeline.chapters.filter((c) => c.atSeconds < duration),
  };
}
