import type { Generated } from 'kysely';
import type { EventRsvp, EventState } from '@/lib/domain/events';
import type { GroupPrivacy, GroupRequestState, GroupRole } from '@/lib/domain/groups';
import type { PlaceKind } from '@/lib/domain/places';

/**
 * Groups, places and watch parties of the social feed (migration 026); times are epoch milliseconds.
 * Descriptive text is a `…Vi/…En/…Zh` trio; what a member writes is kept as written in all three, with
 * `lang` naming the language (null for the demo's translated text).
 */

export interface CommunityGroupTable {
  id: Generated<number>;
  nameVi: string;
  nameEn: string;
  nameZh: string;
  descriptionVi: string;
  descriptionEn: string;
  descriptionZh: string;
  /** JSON arrays of short rules. */
  rulesVi: string;
  rulesEn: string;
  rulesZh: string;
  lang: string | null;
  privacy: GroupPrivacy;
  /** `/media/uploads/covers/{hash}.webp`, or null for the drawn placeholder. */
  cover: string | null;
  /** The club a fan club follows. */
  teamId: number | null;
  creatorId: number | null;
  /** Kept with every join and leave, so lists sort by it. */
  memberCount: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export interface GroupMemberTable {
  groupId: number;
  userId: number;
  role: GroupRole;
  joinedAt: number;
}

export interface GroupJoinRequestTable {
  groupId: number;
  userId: number;
  state: GroupRequestState;
  createdAt: number;
  decidedBy: number | null;
  decidedAt: number | null;
}

export interface GroupPinTable {
  groupId: number;
  postId: number;
  pinnedBy: number | null;
  pinnedAt: number;
}

export interface PlaceTable {
  id: Generated<number>;
  kind: PlaceKind;
  /** The football data's ground, for a stadium. */
  venueId: number | null;
  nameVi: string;
  nameEn: string;
  nameZh: string;
  addressVi: string;
  addressEn: string;
  addressZh: string;
  /** As the venues spell it (a proper name): the filter's key. */
  city: string;
  descriptionVi: string;
  descriptionEn: string;
  descriptionZh: string;
  cover: string | null;
  createdAt: number;
}

export interface CommunityEventTable {
  id: Generated<number>;
  fixtureId: number;
  placeId: number | null;
  roomId: number | null;
  groupId: number | null;
  hostId: number;
  titleVi: string;
  titleEn: string;
  titleZh: string;
  descriptionVi: string;
  descriptionEn: string;
  descriptionZh: string;
  lang: string | null;
  capacity: number | null;
  state: Generated<EventState>;
  /** Kept with every answer, so cards need no count. */
  goingCount: Generated<number>;
  interestedCount: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export interface EventRsvpTable {
  eventId: number;
  userId: number;
  status: EventRsvp;
  createdAt: number;
  updatedAt: number;
}

/** One row per reminder sent, so no member is reminded twice of one party, whatever restarts. */
export interface EventReminderTable {
  eventId: number;
  userId: number;
  sentAt: number;
}
