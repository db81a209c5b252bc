import { HIGHLIGHT_LIMITS, SAVES_TYPE } from '@/lib/domain/highlights';
import type { PackageFacts, PlannedClip } from './package';
import { recordingStart } from './package';
import { EVENT_WORDS, SAVES_WORD, each, momentLabel, stableHash } from './package-words';

/**
 * The best saves of the match in one clip, a chapter at each; null when nobody made one. "Best" is a
 * stable pick per match among the saves the feed reports, shown in the order they happened.
 */
export function planSaves(f: PackageFacts): PlannedClip | null {
  const all = f.saves ?? [];
  if (all.length === 0) return null;
  const ranked = all
    .map((s, i) => ({ s, i, rank: stableHash(f.fixtureId, 1000 + i) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, HIGHLIGHT_LIMITS.savesPerClip)
    .sort((a, b) => a.s.minute - b.s.minute || a.i - b.i);
  const slot = HIGHLIGHT_LIMITS.saveClipSeconds;
  return {
    type: SAVES_TYPE,
    eventSeq: null,
    title: each((l) => `${SAVES_WORD[l]}${f.home} vs ${f.away} | ${f.league[l]}`),
    // Its own stretch of the recording, away from the package's.
    startSeconds: recordingStart(f.fixtureId + 7919),
    durationSeconds: ranked.length * slot,
    chapters: ranked.map(({ s }, i) => ({
      atSeconds: i * slot + HIGHLIGHT_LIMITS.saveLeadSeconds,
      kind: 'save' as const,
      minute: s.minute,
      eventSeq: null,
      label: momentLabel({ minute: s.minute, added: 0 }, EVENT_WORDS.save, s.keeper),
    })),
  };
}
