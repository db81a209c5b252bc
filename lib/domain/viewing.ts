/**
 * Real viewer counts: a player watching a room says so every VIEWING_BEAT_MS, and a room's count is
 * the players heard from within VIEWING_WINDOW_MS (three beats, so one lost beat drops nobody).
 */
export const VIEWING_BEAT_MS = 20_000;
export const VIEWING_WINDOW_MS = 60_000;

/** How often a node writes the counts it knows into the rooms' rows, which the lists read. */
export const VIEWER_SYNC_MS = 10_000;

/**
 * Beats a session (guest or member) may send per minute: a few tabs' worth. A tab beats three times
 * a minute, so a caller beyond this is inflating the count.
 */
export const VIEWING_BEATS_PER_SESSION = 15;
/** Beats per minute from one address, for the many sessions one address can make (an office, a campus). */
export const VIEWING_BEATS_PER_ADDRESS = 600;
export const VIEWING_RATE_WINDOW_MS = 60_000;

/** How long a player waits on a stalled live stream before it says it is reconnecting, and between tries. */
export const STALL_NOTICE_MS = 6_000;
export const RECONNECT_RETRY_MS = 4_000;

/** The room detail's refresh while the room is a commentator's, so the player follows its broadcast. */
export const REAL_ROOM_REFRESH_MS = 10_000;
