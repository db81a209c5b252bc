'use client';

import { useCallback, useState } from 'react';
import { DEFAULT_ROOM_TAB, TAB_PARAM, type RoomTab } from './room-kind';

/**
 * The open tab, mirrored in `?tab=` so a link or reload opens it again. The address is replaced,
 * not pushed: switching tabs should not fill the back button's history.
 */
export function useRoomTab(initial: RoomTab): [RoomTab, (tab: RoomTab) => void] {
  const [tab, setTab] = useState(initial);
  const select = useCallback((next: RoomTab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === DEFAULT_ROOM_TAB) url.searchParams.delete(TAB_PARAM);
    else url.searchParams.set(TAB_PARAM, next);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return [tab, select];
}
