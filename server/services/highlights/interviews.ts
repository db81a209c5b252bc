import { HIGHLIGHT_LIMITS, INTERVIEW_TYPE } from '@/lib/domain/highlights';
import type { Locale } from '@/lib/domain/locale';
import type { PackageFacts, PlannedClip, Speaker } from './package';
import { recordingStart } from './package';
import { INTERVIEW_WORD, each, stableHash } from './package-words';

/** "Arsenal manager Mikel Arteta", or the side's own name; never the result, so spoiler-free lists can show it as is. */
function whoSpeaks(s: Speaker, team: string, l: Locale): string {
  if (!s.manager) return team;
  if (l === 'vi') return `HLV ${s.manager} (${team})`;
  if (l === 'zh') return `${team}主教練${s.manager}`;
  return `${team} manager ${s.manager}`;
}

/** A post-match interview per speaker, home first; a talk has no match moments to mark. */
export function planInterviews(f: PackageFacts): PlannedClip[] {
  const [shortest, longest] = HIGHLIGHT_LIMITS.interviewSeconds;
  return (f.speakers ?? []).map((s, i): PlannedClip => {
    const team = s.side === 'home' ? f.home : f.away;
    return {
      type: INTERVIEW_TYPE,
      eventSeq: null,
      title: each((l) => `${INTERVIEW_WORD[l]}${whoSpeaks(s, team, l)} | ${f.home} vs ${f.away}`),
      startSeconds: recordingStart(f.fixtureId + 104_729 * (i + 1)),
      durationSeconds: shortest + (stableHash(f.fixtureId, 300 + i) % (longest - shortest + 1)),
      chapters: [],
    };
  });
}
