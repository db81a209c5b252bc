import { moderationLog } from '@/lib/contract/chat-calls';
import { applicationMine, applicationPending, promotionDetail, promotionList } from '@/lib/contract/community-calls';
import type { QueryOf } from '@/lib/contract/endpoint';
import { callQuery } from './call-query';

/** Promotions, commentator applications and the moderation log: the community pages' reads. */
export const COMMUNITY_KEY_ROOT = 'community';

export type ModerationLogInput = QueryOf<typeof moderationLog>;

/** Every promotion, with the member's own claims marked. */
export const promotionsQuery = () => callQuery(COMMUNITY_KEY_ROOT, promotionList);

export const promotionQuery = (slug: string) => callQuery(COMMUNITY_KEY_ROOT, promotionDetail, { slug });

/** The member's latest commentator application, or null when they never applied; 401 for a guest. */
export const myApplicationQuery = () => callQuery(COMMUNITY_KEY_ROOT, applicationMine);

/** Staff only (403 for anyone else): the applications waiting for review. */
export const pendingApplicationsQuery = () => callQuery(COMMUNITY_KEY_ROOT, applicationPending);

/** One page of the moderation log; 401 for a guest, 403 for a member who moderates nothing. */
export const moderationLogQuery = (input: ModerationLogInput) => callQuery(COMMUNITY_KEY_ROOT, moderationLog, input);
