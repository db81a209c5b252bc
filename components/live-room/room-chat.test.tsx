import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { liveRoomQuery } from '@/lib/api/queries/room';
import { useRoomUiStore } from '@/lib/stores/room-ui-store';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { RoomView } from './room-view';
import { makeRoom, renderRoom, testQueryClient } from './test-utils';

vi.mock('@/components/player/live-player', () => ({ LivePlayer: () => <video data-testid="live-player" /> }));
vi.mock('@/components/chat/chat-panel', () => ({
  ChatPanel: ({ groupId, visibility, variant, hostUserId }: { groupId: number; visibility: string; variant: string; hostUserId?: number }) => (
    <div data-testid="chat-panel" data-group-id={groupId} data-visibility={visibility} data-variant={variant} data-host={hostUserId} />
  ),
}));

function renderView(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query.includes('min-width'), addEventListener: () => {}, removeEventListener: () => {} }));
  const room = makeRoom();
  const client = testQueryClient();
  client.setQueryData(liveRoomQuery(room.roomId).queryKey, room);
  return renderRoom(<RoomView roomId={room.roomId} initialTab="overview" timeZone="Asia/Ho_Chi_Minh" />, client);
}

describe('the live room chat', () => {
  startMockApi();

  beforeEach(() => {
    vi.unstubAllGlobals();
    useRoomUiStore.setState({ mode: 'normal' });
  });

  it('sits in the side column on a desktop, in the room’s own group, moderated by its host', () => {
    renderView(true);
    const panel = screen.getByTestId('chat-panel');
    expect(screen.getByTestId('room-chat-column')).toContainElement(panel);
    expect(panel).toHaveAttribute('data-group-id', '1301');
    expect(panel).toHaveAttribute('data-visibility', 'public');
    expect(panel).toHaveAttribute('data-variant', 'room');
    expect(panel).toHaveAttribute('data-host', '77');
  });

  it('stays in the side column in theatre mode', () => {
    useRoomUiStore.setState({ mode: 'theatre' });
    renderView(true);
    expect(screen.getByTestId('room-chat-column')).toContainElement(screen.getByTestId('chat-panel'));
  });

  it('sits below the player on a phone from the start, with the match one tap away, and back', () => {
    renderView(false);
    expect(screen.getByTestId('room-chat-phone')).toContainElement(screen.getByTestId('chat-panel'));
    expect(screen.getByTestId('chat-panel')).toHaveAttribute('data-variant', 'compact');
    // The match waits hidden on phones (the class only applies below the desktop layout).
    expect(screen.getByTestId('room-match-area')).toHaveClass('max-lg:hidden');
    expect(screen.getByRole('button', { name: 'Trò chuyện' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Trận đấu' }));
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
    expect(screen.getByTestId('room-match-area')).not.toHaveClass('max-lg:hidden');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Trò chuyện' }));
    expect(screen.getByTestId('chat-panel')).toBeInTheDocument();
  });
});
