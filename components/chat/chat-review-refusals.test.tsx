import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/app/toast';
import { makeChatMessage, makeRoomState } from '@/lib/chat/test-support/messages';
import chat from '@/messages/vi/chat.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { openedSockets } from './test-doubles/stomp-transport';
import { ChatPanelBody } from './chat-panel-body';
import { member, renderChat, resetChat, serve, signInAs } from './test-utils';

vi.mock('@/lib/chat/stomp-transport', () => import('@/components/chat/test-doubles/stomp-transport'));
vi.mock('@/components/app/toast', () => import('@/components/chat/test-doubles/toast'));

async function typeAndSend(text: string) {
  renderChat(<ChatPanelBody groupId={30} visibility="public" />);
  const server = serve(openedSockets.at(-1));
  server.connect();
  server.push({ type: 'history', messages: [makeChatMessage({ groupMessageId: 1 })], room: makeRoomState() });
  const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  return { box, socket: server.socket };
}

describe('the chat on messages the review queue stops', () => {
  startMockApi();
  beforeEach(() => {
    openedSockets.length = 0;
    resetChat();
    vi.mocked(toast).mockClear();
    vi.mocked(toast.error).mockClear();
    signInAs(member());
  });

  it('tells the sender a held message awaits review, as news rather than an error, and clears the box', async () => {
    const { box, socket } = await typeAndSend('zalo: keothom88');
    await act(async () => socket.refuse(socket.lastReceipt(), 'held'));
    expect(toast).toHaveBeenCalledWith(chat.errors.held);
    expect(toast.error).not.toHaveBeenCalled();
    expect(box).toHaveValue('');
  });

  it('says a suspended member cannot chat, and keeps what they wrote', async () => {
    const { box, socket } = await typeAndSend('Xin chào');
    await act(async () => socket.refuse(socket.lastReceipt(), 'suspended'));
    expect(toast.error).toHaveBeenCalledWith(chat.errors.suspended);
    expect(box).toHaveValue('Xin chào');
  });
});
