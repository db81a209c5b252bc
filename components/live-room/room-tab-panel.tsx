'use client';

import type { RoomDetail } from '@/lib/contract/room';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { AnalysisTab } from './analysis-tab';
import { BookSlot } from './book-slot';
import { OddsTab } from './odds-tab';
import { OpinionTab } from './opinion-tab';
import { OverviewTab } from './overview-tab';
import type { RoomTab } from './room-kind';
import { panelId, tabId } from './room-tab-bar';
import { TipsTab } from './tips-tab';
import { roomMatchName } from './room-paths';

interface RoomTabPanelProps {
  room: RoomDetail;
  tab: RoomTab;
  timeZone: string;
  alwaysOn: boolean;
}

/** The open tab's content; the others are not mounted, so they fetch only when opened. */
export function RoomTabPanel({ room, tab, timeZone, alwaysOn }: RoomTabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className="p-4 focus-visible:outline-none">
      {tab === 'overview' ? (
        <OverviewTab
          room={room}
          bookSlot={
            room.match.scheduleStatus === SCHEDULE_STATUS.comingUp && (
            <BookSlot
              fixtureId={room.match.fixtureId}
              commentatorId={room.host.userId}
              matchName={roomMatchName(room, alwaysOn)}
              commentatorName={room.host.displayName}
            />
            )
          }
        />
      ) : null}
      {tab === 'opinion' ? <OpinionTab room={room} /> : null}
      {tab === 'tips' ? <TipsTab room={room} /> : null}
      {tab === 'analysis' ? <AnalysisTab room={room} timeZone={timeZone} /> : null}
      {tab === 'odds' ? <OddsTab room={room} timeZone={timeZone} /> : null}
    </div>
  );
}
