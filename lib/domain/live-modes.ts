/** Live mode ids of spec §3. Names are translated in messages (`liveModes.{slug}`). */
export const LIVE_MODE = {
  liveStream: 1,
  movies: 2,
  comics: 3,
  news: 4,
  social: 5,
  football: 6,
  marble: 7,
  basketball: 8,
  esport: 9,
  casino: 10,
  slot: 11,
  cardGame: 12,
  billiard: 13,
  tennis: 14,
  volleyball: 15,
} as const;
export type LiveModeKey = keyof typeof LIVE_MODE;
export type LiveModeId = (typeof LIVE_MODE)[LiveModeKey];

export interface LiveModeDef {
  id: LiveModeId;
  key: LiveModeKey;
  /** URL segment used by schedule and live-room routes. */
  slug: string;
  /** lucide-react icon name. */
  icon: string;
  /** Whether matches of this mode appear on the live schedule. */
  scheduled: boolean;
}

export const LIVE_MODES: readonly LiveModeDef[] = [
  { id: 1, key: 'liveStream', slug: 'truc-tiep', icon: 'radio', scheduled: false },
  { id: 2, key: 'movies', slug: 'phim-anh', icon: 'clapperboard', scheduled: false },
  { id: 3, key: 'comics', slug: 'truyen-tranh', icon: 'book-open', scheduled: false },
  { id: 4, key: 'news', slug: 'tin-tuc', icon: 'newspaper', scheduled: false },
  { id: 5, key: 'social', slug: 'bang-ton', icon: 'users', scheduled: false },
  { id: 6, key: 'football', slug: 'bong-da', icon: 'goal', scheduled: true },
  { id: 7, key: 'marble', slug: 'dua-bi', icon: 'circle-dot', scheduled: true },
  { id: 8, key: 'basketball', slug: 'bong-ro', icon: 'target', scheduled: true },
  { id: 9, key: 'esport', slug: 'esport', icon: 'gamepad-2', scheduled: true },
  { id: 10, key: 'casino', slug: 'casino', icon: 'dice-5', scheduled: true },
  { id: 11, key: 'slot', slug: 'slot', icon: 'cherry', scheduled: true },
  { id: 12, key: 'cardGame', slug: 'card-game', icon: 'spade', scheduled: true },
  { id: 13, key: 'billiard', slug: 'billiard', icon: 'circle', scheduled: true },
  { id: 14, key: 'tennis', slug: 'tennis', icon: 'trophy', scheduled: true },
  { id: 15, key: 'volleyball', slug: 'bong-chuyen', icon: 'volleyball', scheduled: true },
];

const byId = new Map<number, LiveModeDef>(LIVE_MODES.map((m) => [m.id, m]));

export function liveModeById(id: number): LiveModeDef | undefined {
  return byId.get(id);
}

export function isLiveModeId(id: number): id is LiveModeId {
  return byId.has(id);
}

/** Studio rooms (casino tables, slots, card games, marble races) stream all day in daily sessions: no two teams, no odds. */
export const ALWAYS_ON_MODES: readonly LiveModeId[] = [LIVE_MODE.casino, LIVE_MODE.slot, LIVE_MODE.cardGame, LIVE_MODE.marble];

export function isAlwaysOnMode(liveModeId: number): boolean {
  return (ALWAYS_ON_MODES as readonly number[]).includes(liveModeId);
}
