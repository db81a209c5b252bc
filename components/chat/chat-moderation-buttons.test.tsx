import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/app/toast';
import { chatDelete } from '@/lib/contract/chat';
import { makeChatMessage, makeRoomState } from '@/lib/chat/test-support/messages';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { openedSockets } from './test-doubles/stomp-transport';
import { ChatPanelBody } from './chat-panel-body';
import { member, renderChat, resetChat, serve, signInAs } from './test-utils';

vi.mock('@/lib/chat/stomp-transport', () => import('@/components/chat/test-doubles/stomp-transport'));
vi.mock('@/components/app/toast', () => import('@/components/chat/test-doubles/toast'));

const sockets = openedSockets;

const mine = makeChatMessage({ groupMessageId: 1, userId: 7, showName: 'Minh Tuấn', originalMessage: 'Của tôi' });
const theirs = makeChatMessage({ groupMessageId: 2, userId: 8, showName: 'Lan Anh', originalMessage: 'Của bạn ấy' });

function open(props: Partial<Parameters<typeof ChatPanelBody>[0]> = {}, topic = '/topic/chatroom.30') {
  renderChat(<ChatPanelBody groupId={30} visibility="public" {...props} />);
  const s = serve(sockets.at(-1), topic);
  s.connect();
  s.push({ type: 'history', messages: [mine, theirs].map((m) => ({ ...m, groupId: props.groupId ?? 30 })), room: makeRoomState({ groupId: props.groupId ?? 30 }) });
  return s;
}

describe('moderation buttons in the chat panel', () => {
  startMockApi();

  beforeEach(() => {
    sockets.length = 0;
    resetChat();
    vi.mocked(toast.error).mockClear();
  });

  it('gives a commentator no moderator menu in a room they do not host', () => {
    signInAs(member({ siteRoleId: SITE_ROLE.commentator }));
    open({ hostUserId: 99 });
    expect(screen.queryByRole('button', { name: /Quản lý tin nhắn/ })).not.toBeInTheDocument();
  });

  it('gives customer care the moderator menu in a public room', () => {
    signInAs(member({ siteRoleId: SITE_ROLE.customerCare }));
    open();
    expect(screen.getByRole('button', { name: 'Quản lý tin nhắn của Lan Anh' })).toBeInTheDocument();
  });

  it('lets a member delete their own message, and shows no delete on another’s', async () => {
    const deleted: unknown[] = [];
    server.use(mockEndpoint(chatDelete, ({ body }) => (deleted.push(body), null)));
    signInAs(member());
    open();
    const buttons = screen.getAllByRole('button', { name: 'Xoá tin nhắn của tôi' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await vi.waitFor(() => expect(deleted).toEqual([{ groupId: 30, groupMessageId: 1 }]));
  });

  it('lets a member delete their own message in a private conversation', () => {
    signInAs(member({ siteRoleId: SITE_ROLE.staff }));
    open({ groupId: 12, visibility: 'private' }, '/topic/private.12');
    expect(screen.queryByRole('button', { name: /Quản lý tin nhắn/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Xoá tin nhắn của tôi' })).toHaveLength(1);
  });

  it('says plainly that a private conversation closed when a message is refused there', async () => {
    signInAs(member());
    const { socket } = open({ groupId: 12, visibility: 'private' }, '/topic/private.12');
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    fireEvent.change(box, { target: { value: 'còn đó không?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => socket.refuse(socket.lastReceipt(), 'forbidden'));
    expect(toast.error).toHaveBeenCalledWith('Bạn không thể nhắn tiếp trong cuộc trò chuyện này.');
  });
});
