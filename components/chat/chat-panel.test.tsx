import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/app/toast';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { chatDelete, chatHistory, chatSlowMode } from '@/lib/contract/chat';
import { CHAT_LIMITS } from '@/lib/domain/chat';
import { makeChatMessage, makeRoomState } from '@/lib/chat/test-support/messages';
import { CHAT_MAX_CONNECTS, CHAT_RECONNECT_DELAY_MS } from '@/lib/domain/constants';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { openedSockets } from './test-doubles/stomp-transport';
import { ChatPanel } from './chat-panel';
import { ChatPanelBody } from './chat-panel-body';
import { browseAsGuest, member, renderChat, resetChat, serve, signInAs } from './test-utils';

vi.mock('@/lib/chat/stomp-transport', () => import('@/components/chat/test-doubles/stomp-transport'));
vi.mock('@/components/app/toast', () => import('@/components/chat/test-doubles/toast'));

const sockets = openedSockets;

const history = (messages = [makeChatMessage({ groupMessageId: 1 }), makeChatMessage({ groupMessageId: 2, showName: 'Lan Anh', originalMessage: 'Hay quá!' })], room = makeRoomState()) =>
  ({ type: 'history', messages, room }) as const;

async function openPanel(props: Partial<Parameters<typeof ChatPanelBody>[0]> = {}) {
  const view = renderChat(<ChatPanelBody groupId={30} visibility="public" {...props} />);
  const server = serve(sockets.at(-1));
  server.connect();
  return { ...view, ...server };
}

describe('ChatPanel', () => {
  startMockApi();

  beforeEach(() => {
    sockets.length = 0;
    resetChat();
    useAuthDialog.setState({ isOpen: false, openings: 0 });
    signInAs(member());
  });

  afterEach(() => vi.useRealTimers());

  it('renders the history with badges and the online count', async () => {
    const { push } = await openPanel({ title: 'Hà Nội FC vs Công An Hà Nội' });
    push(
      history(
        [
          makeChatMessage({ groupMessageId: 1, showName: 'Quang Huy', siteRoleId: SITE_ROLE.commentator, originalMessage: 'Chào mọi người' }),
          makeChatMessage({ groupMessageId: 2, showName: 'Fan Một', siteRoleId: SITE_ROLE.member, level: 12, originalMessage: 'Vào rồi!' }),
        ],
        makeRoomState({ online: 1520 }),
      ),
    );
    const log = screen.getByRole('log');
    // A list element may not take the log role (ARIA in HTML): the log is a box around the list.
    expect(log.tagName).toBe('DIV');
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(log).getByText('Chào mọi người')).toBeInTheDocument();
    expect(log.querySelector('[data-badge="BLV"]')).toHaveTextContent('BLV');
    // A member's badge carries their level.
    expect(log.querySelector('[data-badge="LV"]')).toHaveTextContent('LV 12');
    expect(screen.getByTestId('chat-online')).toHaveTextContent('1,5K đang online');
    expect(screen.getByRole('heading', { name: 'Hà Nội FC vs Công An Hà Nội' })).toBeInTheDocument();
  });

  it('shows when each message was sent, in the viewer zone', async () => {
    const { push } = await openPanel();
    const at = Date.UTC(2026, 10, 22, 12, 5);
    push(history([makeChatMessage({ groupMessageId: 1, createdAt: at })]));
    const time = screen.getByRole('log').querySelector('time');
    expect(time).toHaveAttribute('dateTime', new Date(at).toISOString());
    expect(time?.textContent).toMatch(/^\d{2}:05$/);
  });

  it('takes the viewer to the message a reply quotes', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { push } = await openPanel();
    const reply = makeChatMessage({ groupMessageId: 2, parentMessageId: 1, parent: { groupMessageId: 1, showName: 'Khán giả 1', originalMessage: 'Tin nhắn 1', lang: 'vi' } });
    push(history([makeChatMessage({ groupMessageId: 1 }), reply]));
    fireEvent.click(screen.getByRole('button', { name: 'Xem tin nhắn được trả lời' }));
    const original = screen.getByRole('log').querySelector('[data-message-id="1"]');
    expect(scrolled).toEqual([original]);
    expect(original).toHaveAttribute('data-flash', 'true');
    // jsdom has no scrollIntoView of its own.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('subscribes to the room topic and announces the join unless told not to', async () => {
    const { socket } = await openPanel({ announce: false });
    expect(socket.subscriptions[0]).toMatchObject({ destination: '/topic/chatroom.30', headers: { 'x-no-join': 'true' } });
  });

  it('applies new messages, reactions, deletions and room changes', async () => {
    const { push } = await openPanel();
    push(history());
    push({ type: 'message', message: makeChatMessage({ groupMessageId: 3, originalMessage: 'Vào rồi!' }) });
    expect(screen.getByText('Vào rồi!')).toBeInTheDocument();
    push({ type: 'reaction', groupMessageId: 3, updatedReaction: { '🔥': 4 } });
    expect(screen.getByRole('button', { name: '🔥 4, bấm để bật hoặc tắt' })).toBeInTheDocument();
    push({ type: 'deleted', groupMessageId: 2 });
    expect(screen.queryByText('Hay quá!')).not.toBeInTheDocument();
    expect(screen.getByText('Tin nhắn đã bị xoá')).toBeInTheDocument();
    push({ type: 'room', room: makeRoomState({ pinned: makeChatMessage({ groupMessageId: 3, originalMessage: 'Vào rồi!' }), slowModeS: 10 }) });
    expect(screen.getByTestId('chat-pinned')).toHaveTextContent('Vào rồi!');
    expect(screen.getByTestId('chat-slow-mode')).toHaveTextContent('Chế độ chậm: 10 giây');
  });

  it('words the join system message in the viewer language', async () => {
    const { push } = await openPanel();
    push(history([makeChatMessage({ groupMessageId: 5, showName: 'Hoàng', systemMessage: 5, originalMessage: 'USER_JOIN_ROOM' })]));
    expect(screen.getByText('Hoàng đã vào phòng')).toBeInTheDocument();
  });

  it('shows markup in a message as text', async () => {
    const { push, container } = await openPanel();
    push(history([makeChatMessage({ groupMessageId: 9, originalMessage: '<img src=x onerror=alert(1)>' })]));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('highlights a mention of the viewer', async () => {
    const { push } = await openPanel();
    push(history([makeChatMessage({ groupMessageId: 4, originalMessage: 'chào @minhtuan nhé' })]));
    const mention = screen.getByText('@minhtuan');
    expect(mention).toHaveAttribute('data-mention', 'viewer');
    expect(mention.closest('li')).toHaveAttribute('data-mentions-viewer', 'true');
  });

  it('sends on Enter with the reply target and clears the box on the receipt', async () => {
    const { push, socket } = await openPanel();
    push(history());
    const item = screen.getByText('Hay quá!').closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'Trả lời' }));
    expect(screen.getByText('Trả lời Lan Anh')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'Đồng ý @Lan' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(socket.published).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(JSON.parse(String(socket.published[0]?.body))).toEqual({ groupId: 30, originalMessage: 'Đồng ý @Lan', lang: 'vi', parentMessageId: 2 });
    await act(async () => socket.receipt(socket.lastReceipt()));
    expect(box).toHaveValue('');
    expect(screen.queryByText('Trả lời Lan Anh')).not.toBeInTheDocument();
  });

  it('opens the login form instead of sending for a guest', async () => {
    browseAsGuest();
    const { push, socket } = await openPanel();
    push(history());
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    fireEvent.change(box, { target: { value: 'xin chào' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(socket.published).toHaveLength(0);
  });

  it('opens the login form for a session without a user id', async () => {
    signInAs(member({ userId: 0 }));
    const { push, socket } = await openPanel();
    push(history());
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập để chat' }));
    expect(useAuthDialog.getState().isOpen).toBe(true);
    expect(socket.published).toHaveLength(0);
  });

  it('says a refusal and counts down the slow-mode wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { push, socket } = await openPanel();
    push(history(undefined, makeRoomState({ slowModeS: 5 })));
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    fireEvent.change(box, { target: { value: 'nhanh nào' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => socket.refuse(socket.lastReceipt(), 'slow-mode', { retryAfterMs: 3000 }));
    expect(toast.error).toHaveBeenCalledWith('Phòng đang bật chế độ chậm, vui lòng chờ thêm.');
    expect(screen.getByRole('button', { name: 'Chờ 3 giây' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Chờ 2 giây' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeEnabled();
    expect(box).toHaveValue('nhanh nào');
  });

  it('holds the view while the viewer reads older messages and offers a jump down', async () => {
    const { push } = await openPanel();
    push(history());
    const scroller = screen.getByTestId('chat-messages');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => 2000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 400 });
    scroller.scrollTop = 300;
    fireEvent.scroll(scroller);
    push({ type: 'message', message: makeChatMessage({ groupMessageId: 10 }) });
    expect(scroller.scrollTop).toBe(300);
    fireEvent.click(screen.getByRole('button', { name: 'Tin nhắn mới' }));
    expect(scroller.scrollTop).toBe(2000);
    expect(screen.queryByRole('button', { name: 'Tin nhắn mới' })).not.toBeInTheDocument();
  });

  it('follows new messages while the viewer is at the bottom', async () => {
    const { push } = await openPanel();
    push(history());
    const scroller = screen.getByTestId('chat-messages');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => 2000 });
    push({ type: 'message', message: makeChatMessage({ groupMessageId: 10 }) });
    expect(scroller.scrollTop).toBe(2000);
    expect(screen.queryByRole('button', { name: 'Tin nhắn mới' })).not.toBeInTheDocument();
  });

  it('gives moderators a message menu that deletes through the API', async () => {
    const deleted: unknown[] = [];
    server.use(mockEndpoint(chatDelete, ({ body }) => (deleted.push(body), null)));
    signInAs(member({ siteRoleId: SITE_ROLE.staff }));
    const { push } = await openPanel();
    push(history());
    fireEvent.click(screen.getByRole('button', { name: 'Quản lý tin nhắn của Lan Anh' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Xoá tin nhắn', 'Ghim tin nhắn', 'Cấm chat 10 phút', 'Chặn khỏi phòng']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Xoá tin nhắn' }));
    await vi.waitFor(() => expect(deleted).toEqual([{ groupId: 30, groupMessageId: 2 }]));
  });

  it('lets the room host moderate, and nobody else', async () => {
    const { push, unmount } = await openPanel();
    push(history());
    expect(screen.queryByRole('button', { name: /Quản lý tin nhắn/ })).not.toBeInTheDocument();
    unmount();
    await openPanel({ hostUserId: 7 }).then(({ push: p }) => p(history()));
    expect(screen.getAllByRole('button', { name: /Quản lý tin nhắn/ }).length).toBeGreaterThan(0);
  });

  it('says the chat server cannot be reached', async () => {
    renderChat(<ChatPanelBody groupId={30} visibility="public" />);
    act(() => sockets.at(-1)?.closed());
    expect(screen.getByRole('alert')).toHaveTextContent('Không thể kết nối với server chat, vui lòng thử lại sau...');
  });

  it('draws the latest twenty, then the rest of the history held, then older messages from the history endpoint above', async () => {
    const asked: unknown[] = [];
    server.use(mockEndpoint(chatHistory, ({ query }) => (asked.push(query), [makeChatMessage({ groupMessageId: 3, originalMessage: 'Tin cũ nhất' })])));
    const { push } = await openPanel();
    push(history(Array.from({ length: CHAT_LIMITS.historySize }, (_, i) => makeChatMessage({ groupMessageId: i + 10 }))));
    // The room opens with its latest twenty; the first ask shows the rest of the history already held.
    const drawn = () => screen.getByRole('log').querySelectorAll('li').length;
    await waitFor(() => expect(drawn()).toBe(20));
    fireEvent.click(screen.getByRole('button', { name: 'Xem tin nhắn cũ hơn' }));
    await waitFor(() => expect(drawn()).toBe(CHAT_LIMITS.historySize));
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Xem tin nhắn cũ hơn' }));
    const oldest = await screen.findByText('Tin cũ nhất');
    expect(asked).toEqual([{ groupId: 30, before: 10 }]);
    expect(screen.getByRole('log').querySelector('li')).toContainElement(oldest);
  });

  it('inserts an emoji from the picker, which Esc closes', async () => {
    const { push } = await openPanel();
    push(history());
    fireEvent.click(screen.getByRole('button', { name: 'Chọn biểu tượng cảm xúc' }));
    const picker = screen.getByRole('group', { name: 'Biểu tượng cảm xúc' });
    fireEvent.click(within(picker).getByRole('button', { name: '🔥' }));
    expect(screen.getByRole('textbox', { name: 'Tin nhắn' })).toHaveValue('🔥');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Biểu tượng cảm xúc' })).not.toBeInTheDocument();
  });

  it('counts the characters left near the limit', async () => {
    const { push } = await openPanel();
    push(history());
    expect(screen.queryByTestId('chat-counter')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tin nhắn' }), { target: { value: 'a'.repeat(CHAT_LIMITS.messageMaxChars - 30) } });
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('Còn 30 ký tự');
  });

  it('starts the slow-mode wait once a message is taken', async () => {
    const { push, socket } = await openPanel();
    push(history(undefined, makeRoomState({ slowModeS: 5 })));
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    fireEvent.change(box, { target: { value: 'một' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => socket.receipt(socket.lastReceipt()));
    expect(screen.getByRole('button', { name: 'Chờ 5 giây' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'hai' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(socket.published).toHaveLength(1);
  });

  it('gives no moderator menu in a private conversation', async () => {
    signInAs(member({ siteRoleId: SITE_ROLE.staff }));
    renderChat(<ChatPanelBody groupId={12} visibility="private" />);
    const { connect, push } = serve(sockets.at(-1), '/topic/private.12');
    connect();
    push(history([makeChatMessage({ groupId: 12, groupMessageId: 1, originalMessage: 'Riêng tư' })]));
    expect(screen.getByText('Riêng tư')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quản lý tin nhắn/ })).not.toBeInTheDocument();
  });

  it('loads the panel on demand behind ChatPanel', async () => {
    renderChat(<ChatPanel groupId={30} visibility="public" variant="page" />);
    const panel = await screen.findByTestId('chat-panel');
    expect(panel).toHaveAttribute('data-variant', 'page');
    expect(panel).toHaveAttribute('data-group-id', '30');
  });

  it('warns after too many reconnects and lets the viewer try again', async () => {
    vi.useFakeTimers();
    renderChat(<ChatPanelBody groupId={30} visibility="public" />);
    for (let i = 0; i <= CHAT_MAX_CONNECTS; i += 1) {
      act(() => sockets.at(-1)?.connected());
      act(() => sockets.at(-1)?.closed());
      act(() => vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS));
    }
    const opened = sockets.length;
    expect(screen.getByRole('alert')).toHaveTextContent('Kết nối chat bị gián đoạn quá nhiều lần.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(sockets).toHaveLength(opened + 1);
    act(() => sockets.at(-1)?.connected());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a moderator set slow mode', async () => {
    const asked: unknown[] = [];
    server.use(mockEndpoint(chatSlowMode, ({ body }) => (asked.push(body), makeRoomState({ slowModeS: body.seconds }))));
    signInAs(member({ siteRoleId: SITE_ROLE.staff }));
    const { push } = await openPanel();
    push(history());
    fireEvent.click(screen.getByRole('button', { name: 'Chế độ chậm' }));
    fireEvent.click(screen.getByRole('button', { name: '30 giây' }));
    await vi.waitFor(() => expect(asked).toEqual([{ groupId: 30, seconds: 30 }]));
  });

  it('says why the server would not open the room', async () => {
    const { socket } = await openPanel({ groupId: 12, visibility: 'private' });
    act(() => socket.refuse(String(socket.subscriptions[0]?.headers.receipt), 'forbidden'));
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn không có quyền trò chuyện trong phòng này.');
  });
});
