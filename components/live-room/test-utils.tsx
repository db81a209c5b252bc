import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { MatchEvent, RoomDetail } from '@/lib/contract/room';
import chat from '@/messages/vi/chat.json';
import common from '@/messages/vi/common.json';
import liveroom from '@/messages/vi/liveroom.json';
import schedule from '@/messages/vi/schedule.json';
import scores from '@/messages/vi/scores.json';
import { makeMatch } from '@/tests/mocks/data';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders live-room components as the liveroom layout does: Vietnamese messages and a query client. */
export function renderRoom(ui: ReactElement, queryClient: QueryClient = testQueryClient()): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, liveroom, schedule, chat, scores }}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

export function makeRoom(overrides: Partial<RoomDetail> = {}): RoomDetail {
  const match = makeMatch({
    users: [
      { userId: 77, displayName: 'Quang Huy', nickname: 'quanghuy', profilePicture: null, roomId: 301, streamLink: '/streams/301/master.m3u8', viewerCount: 1520 },
      { userId: 78, displayName: 'Minh Anh', nickname: null, profilePicture: null, roomId: 302, streamLink: '/streams/302/master.m3u8', viewerCount: 640 },
    ],
  });
  return {
    roomId: 301,
    title: 'Trực tiếp Hà Nội FC vs Công An Hà Nội',
    liveModeId: match.liveModeId,
    viewerCount: 1520,
    streamLink: '/streams/301/master.m3u8',
    onAir: true,
    demo: true,
    broadcastState: null,
    host: { userId: 77, displayName: 'Quang Huy', nickname: 'quanghuy', profilePicture: null },
    match,
    groupId: 1301,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<MatchEvent> = {}): MatchEvent {
  return {
    seq: 1,
    minute: 12,
    added: 0,
    kind: 'goal',
    side: 'home',
    playerId: 5,
    playerName: 'Nguyễn Văn Quyết',
    relatedName: null,
    points: 0,
    homeScore: 1,
    awayScore: 0,
    ...overrides,
  };
}
