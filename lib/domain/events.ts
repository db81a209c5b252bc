import { FEED_PATHS } from './feed';

/**
 * Watch parties (/bang-ton/su-kien): members meet to watch a fixture at a place or online in a live room.
 * Others answer going or interested; going members get a reminder in their inbox before kick-off.
 */

export const EVENT_RSVPS = ['going', 'interested'] as const;
export type EventRsvp = (typeof EVENT_RSVPS)[number];
/** What a member may answer: one of the above, or `none` to take the answer back. */
export const EVENT_RSVP_CHOICES = [...EVENT_RSVPS, 'none'] as const;
export type EventRsvpChoice = (typeof EVENT_RSVP_CHOICES)[number];

export const EVENT_STATES = ['scheduled', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/**
 * `upcoming`: every party the reader may see whose match has not ended; `fixture`, `place`, `group`: those
 * of one (`id`); `mine`: the reader's own, hosted or answered.
 */
export const EVENT_LIST_SCOPES = ['upcoming', 'fixture', 'place', 'group', 'mine'] as const;
export type EventListScope = (typeof EVENT_LIST_SCOPES)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long before kick-off going members are reminded. */
export const EVENT_REMINDER_LEAD_MS = 60 * MINUTE;
/** How often the server looks for reminders due. */
export const EVENT_REMINDER_SWEEP_MS = MINUTE;
/** The online room's link shows this long before kick-off, and while the match is on. */
export const EVENT_ROOM_OPENS_MS = 15 * MINUTE;

export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 2000,
  capacityMin: 2,
  capacityMax: 10_000,
  pageSize: 20,
  pageSizeMax: 50,
  /** Faces shown on a card or the detail. */
  attendeesShown: 5,
  attendeesPage: 50,
  /** Reminders one sweep sends at most; the next sweep takes the rest. */
  sweepBatch: 500,
  rate: { create: { member: 5, staff: 30, windowMs: DAY } },
} as const;

export const EVENTS_PATH = FEED_PATHS.events;
export const eventPath = (eventId: number): string => `${FEED_PATHS.events}/${eventId}`;
