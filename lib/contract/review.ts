import * as z from 'zod/mini';
import { MEMBER_REPORT_REASONS, REVIEW_ACTIONS, REVIEW_KINDS, REVIEW_PAGE_SIZE, REVIEW_SOURCES, REVIEW_STATES, SUSPENSION_DAYS } from '@/lib/domain/review';
import { endpoint, queryInt } from './endpoint';
import * as calls from './review-calls';

const ID_MAX = 2_147_483_647;
const id = z.int().check(z.positive(), z.maximum(ID_MAX));

const member = z.object({ userId: z.int(), displayName: z.string(), profilePicture: z.nullable(z.string()) });

export const reviewItem = z.object({
  id: z.int(),
  kind: z.enum(REVIEW_KINDS),
  /** The post, comment or chat message; for a member report, the member. */
  itemId: z.int(),
  source: z.enum(REVIEW_SOURCES),
  state: z.enum(REVIEW_STATES),
  /** The spam filter's reasons (lib/domain/spam) and the reports' reasons, each once. */
  reasons: z.array(z.string()),
  /** The text as it was filed; for a held chat message, the message itself. */
  excerpt: z.string(),
  reportCount: z.int(),
  /** Whose post, comment or message it is, or the member reported; null once their account is gone. */
  subject: z.nullable(member),
  /** The page the item is on (a post, the article or clip a comment is under, a member's profile), without a language prefix. */
  href: z.nullable(z.string()),
  /** The chat room of a chat message. */
  groupId: z.nullable(z.int()),
  createdAt: z.int(),
  resolvedAt: z.nullable(z.int()),
  resolvedBy: z.nullable(member),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** The staff review queue, newest first; 401 for guests, 403 for anyone but reviewers (lib/domain/review). */
export const reviewList = endpoint(calls.reviewList, {
  query: z.strictObject({
    state: z._default(z.enum(REVIEW_STATES), 'open'),
    kind: z.optional(z.enum(REVIEW_KINDS)),
    pageNum: z._default(queryInt(1, 10_000), 1),
    pageSize: z._default(queryInt(1, REVIEW_PAGE_SIZE.max), REVIEW_PAGE_SIZE.default),
  }),
  data: z.object({ list: z.array(reviewItem), total: z.int() }),
});

/**
 * A reviewer closes an item: approve publishes a held item, dismiss keeps a reported one, remove takes it
 * down, warn and suspend also tell its author (suspend for `days`). An action that does not fit the item
 * (lib/domain/review's reviewActionsFor), or `days` missing for suspend or given for anything else, is 422;
 * an unknown item 404; an item already closed 409. Each is written to the moderation log.
 */
export const reviewAct = endpoint(calls.reviewAct, {
  body: z.strictObject({
    id,
    action: z.enum(REVIEW_ACTIONS),
    days: z.optional(z.literal(SUSPENSION_DAYS)),
  }),
  data: z.object({ id: z.int(), state: z.enum(REVIEW_STATES) }),
});

/**
 * Members only (401). Reporting oneself is 422, an unknown member 404; one open report per reporter and
 * member (a second is 409); too many reports in a short time 429.
 */
export const reviewReportMember = endpoint(calls.reviewReportMember, {
  body: z.strictObject({ userId: id, reason: z.enum(MEMBER_REPORT_REASONS) }),
  data: z.object({ userId: z.int(), reported: z.boolean() }),
});
