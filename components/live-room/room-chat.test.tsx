import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { liveRoomQuery } from '@/lib/api/queries/room';
import { useRoomUiStore } from '@/lib/stores/room-ui-store';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { requestRoomChat } from '@/lib/chat/open-room-chat';
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

  it('opens below the player on a phone when the chat is chosen, and gives way to the match again', () => {
    renderView(false);
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Trò chuyện' }));
    expect(screen.getByTestId('chat-panel')).toHaveAttribute('data-variant', 'compact');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Trận đấu' }));
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('opens on a phone when the bottom bar asks for it', () => {
    renderView(false);
    let taken = false;
    act(() => {
      taken = requestRoomChat();
    });
    expect(taken).toBe(true);
    expect(screen.getByTestId('chat-panel')).toBeInTheDocument();
  });
});
