import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { anchorSchedule, matchAnalysis, matchEvents, matchOdds, matchOpinion, matchTips, type RoomDetail } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { liveRoomQuery } from '@/lib/api/queries/room';
import { ROOM_UI_STORAGE_KEY, useRoomUiStore } from '@/lib/stores/room-ui-store';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { RoomView } from './room-view';
import { makeRoom, renderRoom, testQueryClient } from './test-utils';

vi.mock('@/components/player/live-player', () => ({
  LivePlayer: ({ title, airState }: { title: string; airState?: string | null }) => <video data-testid="live-player" title={title} data-air-state={airState ?? 'none'} />,
}));

function renderView(room: RoomDetail, initialTab: 'overview' | 'odds' = 'overview') {
  const client = testQueryClient();
  client.setQueryData(liveRoomQuery(room.roomId).queryKey, room);
  return renderRoom(<RoomView roomId={room.roomId} initialTab={initialTab} timeZone="Asia/Ho_Chi_Minh" />, client);
}

describe('RoomView', () => {
  startMockApi();

  beforeEach(() => {
    localStorage.clear();
    useRoomUiStore.setState({ mode: 'normal' });
    window.history.replaceState(null, '', '/truc-tiep/the-thao/bong-da/ha-noi-fc-cong-an-ha-noi-301');
    server.use(
      mockEndpoint(matchEvents, []),
      mockEndpoint(anchorSchedule, [makeMatch({ fixtureId: 9100, status: '20:00', scheduleStatus: 1, score: '' })]),
      mockEndpoint(matchOpinion, { home: 1, draw: 0, away: 0, myPick: null }),
      mockEndpoint(matchTips, []),
      mockEndpoint(matchAnalysis, { h2h: [], homeForm: [], awayForm: [] }),
      mockEndpoint(matchOdds, { updatedAt: Date.UTC(2025, 4, 10, 12), suspended: false, bookmakers: [] }),
    );
  });

  it('opens the overview by default and switches tabs, keeping the tab in the address', async () => {
    renderView(makeRoom());
    const tabs = screen.getByRole('tablist', { name: 'Nội dung phòng' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tổng quan', 'Nhận định', 'Tips', 'Phân tích', 'Tỷ lệ kèo']);
    expect(screen.getByRole('tab', { name: 'Tổng quan' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('BLV Quang Huy');

    fireEvent.click(screen.getByRole('tab', { name: 'Tỷ lệ kèo' }));
    expect(screen.getByRole('tab', { name: 'Tỷ lệ kèo' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Chưa có tỷ lệ')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=odds');

    fireEvent.click(screen.getByRole('tab', { name: 'Tổng quan' }));
    expect(window.location.search).toBe('');
  });

  it("tells the player where a commentator's broadcast stands", () => {
    renderView(makeRoom({ demo: false, onAir: true, broadcastState: 'reconnecting' }));
    expect(screen.getByTestId('live-player')).toHaveAttribute('data-air-state', 'reconnecting');
  });

  it('gives the player no broadcast in a demo room', () => {
    renderView(makeRoom());
    expect(screen.getByTestId('live-player')).toHaveAttribute('data-air-state', 'none');
  });

  it('moves between tabs with the arrow keys', () => {
    renderView(makeRoom());
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tổng quan' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Nhận định' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Nhận định' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Nhận định' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Tỷ lệ kèo' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab the address names', async () => {
    renderView(makeRoom(), 'odds');
    expect(screen.getByRole('tab', { name: 'Tỷ lệ kèo' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/chỉ mang tính tham khảo/)).toBeInTheDocument();
  });

  it('toggles theatre mode and remembers it', () => {
    const { container } = renderView(makeRoom());
    const toggle = screen.getByRole('button', { name: 'Chế độ rạp hát' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-room-mode]')).toHaveAttribute('data-room-mode', 'theatre');
    expect(JSON.parse(localStorage.getItem(ROOM_UI_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { mode: 'theatre' } });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists the other rooms of the match, linking to each but the current one', () => {
    renderView(makeRoom());
    const list = screen.getByTestId('other-rooms');
    const link = within(list).getByRole('link', { name: 'Chuyển sang phòng của BLV Minh Anh' });
    expect(link).toHaveAttribute('href', '/truc-tiep/the-thao/bong-da/ha-noi-fc-cong-an-ha-noi-302');
    expect(within(list).getByText('Đang xem')).toBeInTheDocument();
  });

  it('shows the commentator upcoming schedule', async () => {
    renderView(makeRoom());
    expect(await screen.findByRole('link', { name: 'Hà Nội FC – Công An Hà Nội' })).toBeInTheDocument();
  });

  it('shows a table room by its title, without analysis or odds', () => {
    const match = makeMatch({ liveModeId: LIVE_MODE.casino, league: { id: 90, name: 'Baccarat', slug: 'baccarat', logo: '/media/x.svg' } });
    renderView(makeRoom({ liveModeId: LIVE_MODE.casino, title: 'Bàn Baccarat VIP 1', match }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bàn Baccarat VIP 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tổng quan', 'Nhận định', 'Tips']);
  });
});
