import type { Broadcast, StreamHealth, StudioOverview, StudioRoom } from '@/lib/contract/studio';
import { ENCODER_SETTINGS, INGEST_SOCKET_PATH } from '@/lib/domain/broadcast';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { makeMatch } from './data';

/** A commentator's studio as the overview answers it; tests override what they look at. */

export const STUDIO_KEY = `live_${'A'.repeat(39)}Xy9Z`;

export const studioRooms: StudioRoom[] = [
  { roomId: 301, title: 'Phòng 301', match: makeMatch({ fixtureId: 9001, roomId: 301 }) },
  {
    roomId: 302,
    title: 'Phòng 302',
    match: makeMatch({ fixtureId: 9002, roomId: 302, home: 'Arsenal', away: 'Chelsea', status: '19:00', scheduleStatus: SCHEDULE_STATUS.comingUp, score: '', startTimestamp: Date.UTC(2025, 4, 10, 12) }),
  },
];

export const studioHealth: StreamHealth = {
  bitrateKbps: 5980,
  fps: 30,
  droppedFrames: 0,
  keyframeIntervalSeconds: 2,
  width: 1920,
  height: 1080,
  renditions: ['540p', '720p', '1080p'],
  viewers: 1234,
  updatedAt: Date.UTC(2025, 4, 10, 12, 5),
};

export function makeBroadcast(overrides: Partial<Broadcast> = {}): Broadcast {
  return {
    id: 41,
    roomId: 301,
    roomPath: '/truc-tiep/the-thao/bong-da/ha-noi-fc-cong-an-ha-noi-301',
    title: 'Hà Nội FC – Công An Hà Nội',
    language: 'vi',
    state: 'ready',
    source: null,
    createdAt: Date.UTC(2025, 4, 10, 11),
    startedAt: null,
    endedAt: null,
    health: null,
    groupId: null,
    ...overrides,
  };
}

export function makeOverview(overrides: Partial<StudioOverview> = {}): StudioOverview {
  return {
    key: null,
    ingest: { rtmpServer: 'rtmp://portal.example:1935/live', browserSocketPath: INGEST_SOCKET_PATH },
    encoder: { ...ENCODER_SETTINGS },
    rooms: studioRooms,
    broadcast: null,
    refusal: null,
    recordings: [],
    ...overrides,
  };
}
