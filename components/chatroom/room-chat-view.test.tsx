import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { chatRoomDetail, chatRoomFollow } from '@/lib/contract/chat';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { initialSessionState, resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { RoomChatView } from './room-chat-view';
import { makeRoom, NOW, renderChatroom } from './test-utils';

// The chat itself (socket, history, composer) is tested with its own component; here it is a marker.
vi.mock('@/components/chat/chat-panel', () => ({
  ChatPanel: ({ groupId, visibility, variant }: { groupId: number; visibility: string; variant?: string }) => (
    <div data-testid="chat-panel" data-group-id={groupId} data-visibility={visibility} data-variant={variant} />
  ),
}));

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

startMockApi();

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
});
afterEach(resetSessionStore);

const derby = makeRoom({ groupId: 31, name: 'Hà Nội – Hải Phòng', roomId: 402, livePath: '/truc-tiep/the-thao/bong-da/ha-noi-hai-phong-402', online: 3 });
const detail = (room = derby) => ({ room, state: { groupId: room.groupId, slowModeS: 0, pinned: null, online: room.online }, canModerate: false });

describe('RoomChatView', () => {
  it('shows the room, who is online, the way to its live room and its public chat', async () => {
    useSessionStore.setState({ ...initialSessionState, status: 'ready' });
    server.use(mockEndpoint(chatRoomDetail, detail()));
    renderChatroom(<RoomChatView groupId={31} serverViewer={0} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hà Nội – Hải Phòng' })).toBeInTheDocument();
    expect(screen.getByTestId('room-online')).toHaveTextContent('3 người đang online');
    for (const link of screen.getAllByRole('link', { name: 'Xem trực tiếp' })) {
      expect(link).toHaveAttribute('href', '/truc-tiep/the-thao/bong-da/ha-noi-hai-phong-402');
    }
    const chat = within(screen.getByTestId('room-chat')).getByTestId('chat-panel');
    expect(chat).toHaveAttribute('data-group-id', '31');
    expect(chat).toHaveAttribute('data-visibility', 'public');
    expect(chat).toHaveAttribute('data-variant', 'page');
  });

  it('lets a member follow the room from its page', async () => {
    setCookie('token', MEMBER_TOKEN);
    useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
    const lobby = makeRoom({ groupId: CHAT_DEFAULT_GROUP });
    server.use(mockEndpoint(chatRoomDetail, detail(lobby)), mockEndpoint(chatRoomFollow, { ...lobby, following: true, followers: 13 }));
    renderChatroom(<RoomChatView groupId={CHAT_DEFAULT_GROUP} serverViewer={memberUser.userId} />);

    const [follow] = await screen.findAllByRole('button', { name: 'Theo dõi Sảnh chung' });
    expect(follow?.querySelector('[data-icon="follow"]')).not.toBeNull();
    fireEvent.click(follow!);
    const [following] = await screen.findAllByRole('button', { name: 'Bỏ theo dõi Sảnh chung' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    // The follow icon, filled once followed.
    expect(following?.querySelector('[data-icon="following"]')).toHaveClass('fill-current');
    expect(screen.queryByRole('link', { name: 'Xem trực tiếp' })).not.toBeInTheDocument();
  });
});
