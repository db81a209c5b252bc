'use client';

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { liveRoomQuery } from '@/lib/api/queries/room';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { useRoomUiStore } from '@/lib/stores/room-ui-store';
import { HostRecordings } from './host-recordings';
import { HostSchedule } from './host-schedule';
import { MatchHeader } from './match-header';
import { OtherRooms } from './other-rooms';
import { isAlwaysOnMode, roomTabsFor, type RoomTab } from './room-kind';
import { PhoneRoomSwitch, RoomChat, usePhoneRoomView } from './room-chat';
import { roomMatchName } from './room-paths';
import { roomRefreshMs } from './room-refresh';
import { RoomPlayer } from './room-player';
import { RoomTabBar } from './room-tab-bar';
import { RoomTabPanel } from './room-tab-panel';
import { TheatreToggle } from './theatre-toggle';
import { useRoomTab } from './use-room-tab';
import { useWideLayout } from '@/components/ui/use-wide-layout';

interface RoomViewProps {
  roomId: number;
  initialTab: RoomTab;
  timeZone: string;
}

/**
 * The room: the player on top of the main column, the match header and tabs below it with the match's
 * other rooms and the commentator's schedule beside them (below them on narrower screens), and the chat
 * in a full-height column at the side. Theatre mode gives the player the main column's full height.
 * Phones show the chat below the player and switch to the match with one tap. What a phone shows is
 * decided by CSS, so the server's page already has the chat's place and nothing moves on hydration;
 * the chat itself mounts once the browser knows it is on a phone.
 */
export function RoomView({ roomId, initialTab, timeZone }: RoomViewProps) {
  const t = useTranslations('liveroom');
  const query = useQuery({
    ...liveRoomQuery(roomId, true),
    refetchInterval: (q) => roomRefreshMs(q.state.data),
  });
  const theatre = useRoomUiStore((s) => s.mode === 'theatre');
  const [tab, selectTab] = useRoomTab(initialTab);
  const wide = useWideLayout();
  const [phoneView, setPhoneView] = usePhoneRoomView();

  useEffect(() => {
    void useRoomUiStore.persist.rehydrate();
  }, []);

  // The server rendered the room before hydrating, so the data is there unless it vanished since.
  const room = query.data;
  if (!room) return null;
  const alwaysOn = isAlwaysOnMode(room.liveModeId);
  const tabs = roomTabsFor(room.liveModeId);
  const active = tabs.includes(tab) ? tab : 'overview';
  const phoneChat = phoneView === 'chat';

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row" data-room-mode={theatre ? 'theatre' : 'normal'}>
      <div className={cn('min-h-0 min-w-0 flex-1', phoneChat ? 'max-lg:flex max-lg:flex-col max-lg:overflow-hidden lg:overflow-y-auto' : 'overflow-y-auto')}>
        <div className={cn('w-full shrink-0', theatre ? 'lg:bg-black' : 'mx-auto max-w-[1680px] lg:px-4 lg:pt-4')}>
          <div data-testid="room-player-area">
            <RoomPlayer src={room.streamLink} roomId={room.roomId} title={roomMatchName(room, alwaysOn)} onAir={room.onAir} airState={room.broadcastState} offAirText={t(offAirKey(room.match.scheduleStatus))} fill={theatre} />
          </div>
        </div>
        <PhoneRoomSwitch view={phoneView} onChange={setPhoneView} />
        {phoneChat ? (
          <div className="flex min-h-0 flex-1 flex-col lg:hidden" data-testid="room-chat-phone">
            {wide === false ? <RoomChat room={room} variant="compact" className="min-h-0 flex-1" /> : null}
          </div>
        ) : null}
        {/* On a phone showing the chat the match waits, hidden; from the desktop layout up it is always there. */}
        <div className={cn(phoneChat && 'max-lg:hidden')} data-testid="room-match-area">
          <div className="mx-auto grid w-full max-w-[1680px] grid-cols-1 [grid-template-areas:'content''side'] lg:gap-x-5 lg:gap-y-4 lg:p-4 xl:grid-cols-[minmax(0,1fr)_340px] xl:[grid-template-areas:'content_side']">
            <div className="min-w-0 [grid-area:content] lg:overflow-hidden lg:rounded-xl lg:border lg:border-border lg:bg-surface">
              <MatchHeader room={room} timeZone={timeZone} actions={
                  // Phones always show the player at full width, so the mode only matters from the desktop layout up.
                  <span className="hidden lg:contents">
                    <TheatreToggle />
                  </span>
                } />
              <RoomTabBar tabs={tabs} active={active} onSelect={selectTab} />
              <RoomTabPanel room={room} tab={active} timeZone={timeZone} alwaysOn={alwaysOn} />
            </div>
            <aside className="flex min-w-0 flex-col gap-6 border-t border-border p-4 [grid-area:side] lg:self-start lg:border-t-0 lg:p-0">
              <OtherRooms room={room} />
              <HostSchedule room={room} timeZone={timeZone} />
              <HostRecordings room={room} />
            </aside>
          </div>
        </div>
      </div>
      {/* Beside the player in both modes, full height; it mounts only where the layout shows it. */}
      <div className="hidden w-[320px] shrink-0 flex-col border-l border-border bg-surface lg:flex xl:w-[340px] 2xl:w-[360px]" data-testid="room-chat-column">
        {wide ? <RoomChat room={room} variant="room" className="min-h-0 flex-1" /> : null}
      </div>
    </div>
  );
}

/** Why the player is dark: not started yet, over, or called off. */
function offAirKey(scheduleStatus: number): 'offAir' | 'offAirEnded' | 'offAirCancelled' {
  if (scheduleStatus === SCHEDULE_STATUS.ended) return 'offAirEnded';
  if (scheduleStatus === SCHEDULE_STATUS.cancel) return 'offAirCancelled';
  return 'offAir';
}
