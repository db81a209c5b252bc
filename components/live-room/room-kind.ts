import { isAlwaysOnMode } from '@/lib/domain/live-modes';

export { isAlwaysOnMode };

export const ROOM_TABS = ['overview', 'opinion', 'tips', 'analysis', 'odds'] as const;
export type RoomTab = (typeof ROOM_TABS)[number];
export const DEFAULT_ROOM_TAB: RoomTab = 'overview';
/** The search parameter that names the open tab. */
export const TAB_PARAM = 'tab';

const TABLE_TABS: readonly RoomTab[] = ['overview', 'opinion', 'tips'];

/** The tabs that make sense for a room of this live mode. */
export function roomTabsFor(liveModeId: number): readonly RoomTab[] {
  return isAlwaysOnMode(liveModeId) ? TABLE_TABS : ROOM_TABS;
}

/** The `?tab=` value if it names a tab this room has; otherwise the overview. */
export function roomTabFrom(value: string | null | undefined, liveModeId: number): RoomTab {
  const tabs = roomTabsFor(liveModeId);
  return tabs.find((tab) => tab === value) ?? DEFAULT_ROOM_TAB;
}
