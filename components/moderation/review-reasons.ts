import { COMMENT_REPORT_REASONS } from '@/lib/domain/comments';
import { MEMBER_REPORT_REASONS } from '@/lib/domain/review';
import { SPAM_REASONS } from '@/lib/domain/spam';

/** Every reason the queue names: the spam filter's, and those members report posts, comments and members for. */
export const NAMED_REASONS = [...new Set([...SPAM_REASONS, ...COMMENT_REPORT_REASONS, ...MEMBER_REPORT_REASONS])];
export type NamedReason = (typeof NAMED_REASONS)[number];

export const isNamedReason = (reason: string): reason is NamedReason => (NAMED_REASONS as readonly string[]).includes(reason);
