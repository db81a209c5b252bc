import { EVENTS_PATH } from './events';

/**
 * The filters of the watch-party list (/bang-ton/su-kien?filter=…): every party still to come, the
 * reader's own (hosted or answered), and those whose match kicks off soon or is on.
 */
export const EVENT_FILTERS = ['all', 'mine', 'soon'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** "Near kick-off": the match starts within this long (or has started). */
export const EVENT_SOON_MS = 3 * 60 * 60_000;

export const isEventFilter = (value: unknown): value is EventFilter => typeof value === 'string' && (EVENT_FILTERS as readonly string[]).includes(value);

export const isSoon = (startTimestamp: number, now: number): boolean => startTimestamp - now <= EVENT_SOON_MS;

export const eventsFilterPath = (filter: EventFilter): string => (filter === 'all' ? EVENTS_PATH : `${EVENTS_PATH}?filter=${filter}`);

/** How many days ahead the create dialog offers fixtures to watch. */
export const EVENT_PICK_DAYS = 7;
