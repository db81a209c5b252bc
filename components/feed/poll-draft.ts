import { POST_LIMITS } from '@/lib/domain/feed';

/** A poll as the member writes it in the composer, before it is sent. */
export interface PollDraft {
  question: string;
  options: string[];
}

export const emptyPoll = (): PollDraft => ({ question: '', options: Array.from({ length: POST_LIMITS.pollOptionsMin }, () => '') });

/** The options a member filled in; a poll needs at least two. */
export const filledOptions = (poll: PollDraft): string[] => poll.options.map((o) => o.trim()).filter(Boolean);
