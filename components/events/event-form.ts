import { charCount } from '@/components/feed/char-count';
import type { BodyOf } from '@/lib/contract/endpoint';
import type { eventCreate } from '@/lib/contract/events-calls';
import type { Match } from '@/lib/contract/schedule';
import { EVENT_LIMITS } from '@/lib/domain/events';

export type EventVenue = 'place' | 'online';

export interface EventDraft {
  fixture: Match | null;
  venue: EventVenue;
  placeId: number | null;
  roomId: number | null;
  /** The group the party belongs to (seen only by its members when the group is private), or null. */
  groupId: number | null;
  title: string;
  description: string;
  /** As typed; empty for no limit. */
  capacity: string;
}

export type EventField = 'fixture' | 'place' | 'room' | 'group' | 'title' | 'description' | 'capacity';
/** What is wrong with a field, as a key under `events.form.problems`. */
export type EventProblem = 'fixtureMissing' | 'placeMissing' | 'roomMissing' | 'titleShort' | 'titleLong' | 'descriptionLong' | 'capacity' | 'invalid';
export type EventProblems = Partial<Record<EventField, EventProblem>>;

export const emptyEventDraft = (): EventDraft => ({ fixture: null, venue: 'place', placeId: null, roomId: null, groupId: null, title: '', description: '', capacity: '' });

/** The capacity typed, as a whole number, or null when none was; NaN when it is not one. */
export function capacityOf(typed: string): number | null {
  const text = typed.trim();
  if (!text) return null;
  return /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
}

/** The server's limits, checked before sending so the member learns at once and in their language. */
export function eventProblems(d: EventDraft, needsFixture = true): EventProblems {
  const problems: EventProblems = {};
  if (needsFixture && !d.fixture) problems.fixture = 'fixtureMissing';
  if (needsFixture && d.venue === 'place' && d.placeId === null) problems.place = 'placeMissing';
  if (needsFixture && d.venue === 'online' && d.roomId === null) problems.room = 'roomMissing';
  const title = charCount(d.title);
  if (title < EVENT_LIMITS.titleMin) problems.title = 'titleShort';
  else if (title > EVENT_LIMITS.titleMax) problems.title = 'titleLong';
  if (charCount(d.description) > EVENT_LIMITS.descriptionMax) problems.description = 'descriptionLong';
  const capacity = capacityOf(d.capacity);
  if (capacity !== null && !(capacity >= EVENT_LIMITS.capacityMin && capacity <= EVENT_LIMITS.capacityMax)) problems.capacity = 'capacity';
  return problems;
}

/** The body for a draft without problems. */
export function eventBody(d: EventDraft): BodyOf<typeof eventCreate> {
  return {
    fixtureId: d.fixture?.fixtureId ?? 0,
    ...(d.venue === 'place' ? { placeId: d.placeId } : { roomId: d.roomId }),
    ...(d.groupId === null ? {} : { groupId: d.groupId }),
    title: d.title.trim(),
    description: d.description.trim(),
    capacity: capacityOf(d.capacity),
  };
}

const SERVER_FIELDS: Readonly<Partial<Record<string, EventField>>> = { fixtureId: 'fixture', placeId: 'place', roomId: 'room', groupId: 'group', title: 'title', description: 'description', capacity: 'capacity' };

/** A field the server named in a 422 that the member can fix in the form. */
export const asEventField = (field: string | null): EventField | null => (field === null ? null : (SERVER_FIELDS[field] ?? null));
