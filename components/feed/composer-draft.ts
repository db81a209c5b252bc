import type { BodyOf } from '@/lib/contract/endpoint';
import type { feedCreate } from '@/lib/contract/feed-calls';
import type { Match } from '@/lib/contract/schedule';
import { POST_LIMITS, type PostAudience } from '@/lib/domain/feed';
import { charCount } from './char-count';
import { filledOptions, type PollDraft } from './poll-draft';
import type { Picture } from './use-picture-uploads';

export interface ComposerDraft {
  text: string;
  audience: PostAudience;
  pictures: readonly Picture[];
  poll: PollDraft | null;
  match: Match | null;
}

/** What stops a draft from going out, first one first; null when it can be posted. */
export type DraftProblem = 'empty' | 'tooLong' | 'uploading' | 'uploadFailed' | 'pollOptions';

export function draftProblem(d: ComposerDraft): DraftProblem | null {
  const used = charCount(d.text);
  if (used > POST_LIMITS.bodyMax) return 'tooLong';
  if (d.pictures.some((p) => p.status === 'failed')) return 'uploadFailed';
  if (d.pictures.some((p) => p.status === 'uploading')) return 'uploading';
  if (d.poll && filledOptions(d.poll).length < POST_LIMITS.pollOptionsMin) return 'pollOptions';
  if (used === 0 && d.pictures.length === 0 && !d.poll && !d.match) return 'empty';
  return null;
}

/** The body `feedCreate` takes for a draft with no problem. */
export function draftBody(d: ComposerDraft): BodyOf<typeof feedCreate> {
  const uploaded = d.pictures.flatMap((p) => (p.uploaded ? [{ src: p.uploaded.src, alt: p.alt.trim() }] : []));
  return {
    body: d.text.trim(),
    audience: d.audience,
    images: uploaded.map((p) => p.src),
    // Descriptions line up with the pictures; none at all is sent as none.
    ...(uploaded.some((p) => p.alt) ? { imageAlts: uploaded.map((p) => p.alt) } : {}),
    ...(d.poll ? { poll: { question: d.poll.question.trim() || null, options: filledOptions(d.poll) } } : {}),
    ...(d.match ? { fixtureId: d.match.fixtureId, roomId: d.match.roomId } : {}),
  };
}
