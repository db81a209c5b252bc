import * as z from 'zod/mini';
import { EVENT_LIMITS, EVENT_LIST_SCOPES, EVENT_RSVP_CHOICES, EVENT_RSVPS, EVENT_STATES } from '@/lib/domain/events';
import { GROUP_PRIVACIES } from '@/lib/domain/groups';
import { LOCALES } from '@/lib/domain/locale';
import { PLACE_KINDS } from '@/lib/domain/places';
import { endpoint, queryInt } from './endpoint';
import * as calls from './events-calls';
import { postMatch } from './feed';
import { memberCard } from './friends';

const ID_MAX = 2_147_483_647;
const id = z.int().check(z.positive(), z.maximum(ID_MAX));
const queryId = queryInt(1, ID_MAX);
/** Counted here in UTF-16 units, so twice the limit lets all-emoji text through; the service counts characters. */
const text = (max: number) => z.string().check(z.maxLength(max * 2));
const capacity = z.int().check(z.minimum(EVENT_LIMITS.capacityMin), z.maximum(EVENT_LIMITS.capacityMax));

/** A watch party as cards show it, with the reader's answer (null for a guest or none). */
export const eventCard = z.object({
  id: z.int(),
  title: z.string(),
  /** The language a member wrote the title and description in, so pages in another language mark it; null for text translated into the reader's. */
  lang: z.nullable(z.enum(LOCALES)),
  state: z.enum(EVENT_STATES),
  /** The party's page, without a language prefix. */
  href: z.string(),
  /** The fixture as it stands now: teams, kick-off, status and score. */
  match: postMatch,
  host: memberCard,
  place: z.nullable(z.object({ id: z.int(), kind: z.enum(PLACE_KINDS), name: z.string(), city: z.string(), href: z.string() })),
  /** The live room of an online party. */
  room: z.nullable(z.object({ roomId: z.int(), title: z.string() })),
  group: z.nullable(z.object({ id: z.int(), name: z.string(), privacy: z.enum(GROUP_PRIVACIES), href: z.string() })),
  capacity: z.nullable(z.int()),
  goingCount: z.int(),
  interestedCount: z.int(),
  myRsvp: z.nullable(z.enum(EVENT_RSVPS)),
  isHost: z.boolean(),
  /** A few members going, for the faces on the card. */
  attendees: z.array(memberCard),
  /** The room to watch in, once it opens (EVENT_ROOM_OPENS_MS before kick-off) and while the match is on; else null. */
  roomHref: z.nullable(z.string()),
});
export type EventCard = z.infer<typeof eventCard>;

const page = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), nextCursor: z.nullable(z.string()) });

/** Parties whose match has not ended, soonest first; `id` names the fixture, place or group; `mine` is for members (401). */
export const eventList = endpoint(calls.eventList, {
  query: z.strictObject({
    scope: z._default(z.enum(EVENT_LIST_SCOPES), 'upcoming'),
    id: z.optional(queryId),
    cursor: z.optional(z.string().check(z.maxLength(60))),
    pageSize: z._default(queryInt(1, EVENT_LIMITS.pageSizeMax), EVENT_LIMITS.pageSize),
  }),
  data: page(eventCard),
});

export const eventDetailData = z.object({
  ...eventCard.shape,
  description: z.string(),
  createdAt: z.int(),
  /** The host changes the text and capacity. */
  canEdit: z.boolean(),
  /** The host, or a moderator of the party's group. */
  canCancel: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailData>;

/** 404 for an unknown party or one the reader may not see (a private group's, to a non-member). */
export const eventDetail = endpoint(calls.eventDetail, { query: z.strictObject({ id: queryId }), data: eventDetailData });

/** Who answered, last answer first, never members blocked either way. */
export const eventAttendees = endpoint(calls.eventAttendees, {
  query: z.strictObject({ id: queryId, status: z._default(z.enum(EVENT_RSVPS), 'going'), cursor: z.optional(z.string().check(z.maxLength(60))) }),
  data: page(z.object({ ...memberCard.shape, answeredAt: z.int() })),
});

/**
 * Members only (401), not while suspended (403), a few per day (429). The fixture must not have kicked
 * off (409); exactly one of a place or one of the fixture's live rooms (422); a group the host is in (403).
 */
export const eventCreate = endpoint(calls.eventCreate, {
  body: z.strictObject({
    fixtureId: id,
    placeId: z.optional(z.nullable(id)),
    roomId: z.optional(z.nullable(id)),
    groupId: z.optional(z.nullable(id)),
    title: text(EVENT_LIMITS.titleMax),
    description: z._default(text(EVENT_LIMITS.descriptionMax), ''),
    capacity: z.optional(z.nullable(capacity)),
  }),
  data: eventDetailData,
});

/** The host only (403); a capacity below those already going is 422; a cancelled party 409. */
export const eventEdit = endpoint(calls.eventEdit, {
  body: z.strictObject({ id, title: text(EVENT_LIMITS.titleMax), description: text(EVENT_LIMITS.descriptionMax), capacity: z.nullable(capacity) }),
  data: eventDetailData,
});

/** The host or the group's moderators (403); those going are told. Cancelling again changes nothing. */
export const eventCancel = endpoint(calls.eventCancel, { body: z.strictObject({ id }), data: eventDetailData });

/** Going, interested or none; 409 for a cancelled or finished party or when it is full; the host always goes (422). */
export const eventRsvp = endpoint(calls.eventRsvp, {
  body: z.strictObject({ id, status: z.enum(EVENT_RSVP_CHOICES) }),
  data: z.object({ id: z.int(), myRsvp: z.nullable(z.enum(EVENT_RSVPS)), goingCount: z.int(), interestedCount: z.int() }),
});
