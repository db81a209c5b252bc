import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { openedSockets } from '@/components/chat/test-doubles/stomp-transport';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import { useChatRoom } from '@/lib/chat/use-chat-room';
import { feedList } from '@/lib/contract/feed';
import { feedTopic } from '@/lib/domain/feed';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { NewPostsPill } from './new-posts-pill';
import { PostList } from './post-list';
import { makePost, page, renderFeed } from './test-utils';

vi.mock('@/lib/chat/stomp-transport', () => import('@/components/chat/test-doubles/stomp-transport'));
vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;
const FRIEND = 900;
const params = { scope: 'home', sort: 'ranked' } as const;

/** The feed page's top with the socket connected; answers the socket the page reads on. */
async function showFeedPage(reads: { count: number }) {
  server.use(
    mockEndpoint(feedList, () => {
      reads.count += 1;
      return page([makePost({ body: reads.count === 1 ? 'Bài cũ' : 'Bài mới của bạn' })]);
    }),
  );
  renderFeed(
    <>
      <NewPostsPill params={params} />
      <PostList params={params} label="Bài viết" empty={null} />
    </>,
    { viewer: VIEWER },
  );
  await screen.findByText('Bài cũ');
  const socket = openedSockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  act(() => socket.connected());
  await waitFor(() => expect(socket.subscriptions.map((s) => s.destination)).toContain(feedTopic(VIEWER)));
  return socket;
}

const push = (authorId: number, postId: number) => JSON.stringify({ type: 'new-post', postId, authorId });

describe('NewPostsPill', { timeout: 15_000 }, () => {
  startMockApi();
  beforeEach(() => {
    openedSockets.length = 0;
  });

  it('counts the new posts friends publish (each once), and reads the first page again when pressed', async () => {
    signInMember();
    const reads = { count: 0 };
    const scrolled = vi.fn();
    window.scrollTo = scrolled as unknown as typeof window.scrollTo;
    const socket = await showFeedPage(reads);
    expect(screen.queryByTestId('new-posts-pill')).toBeNull();
    act(() => socket.push(feedTopic(VIEWER), push(FRIEND, 77)));
    act(() => socket.push(feedTopic(VIEWER), push(FRIEND, 77)));
    act(() => socket.push(feedTopic(VIEWER), push(FRIEND, 78)));
    fireEvent.click(await screen.findByRole('button', { name: '2 bài viết mới' }));
    expect(await screen.findByText('Bài mới của bạn')).toBeInTheDocument();
    expect(reads.count).toBe(2);
    expect(scrolled).toHaveBeenCalled();
    expect(screen.queryByTestId('new-posts-pill')).toBeNull();
  });

  it('does not count the member’s own posts, nor anything that is not a new post', async () => {
    signInMember();
    const socket = await showFeedPage({ count: 0 });
    act(() => socket.push(feedTopic(VIEWER), push(VIEWER, 79)));
    act(() => socket.push(feedTopic(VIEWER), JSON.stringify({ type: 'something-else', postId: 80, authorId: FRIEND })));
    act(() => socket.push(feedTopic(VIEWER), 'not json'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('new-posts-pill')).toBeNull();
  });

  it('reads the feed topic on the socket a chat on the same page already holds', async () => {
    signInMember();
    function LobbyChat() {
      useChatRoom(30, 'public', false);
      return null;
    }
    renderFeed(
      <>
        <LobbyChat />
        <NewPostsPill params={params} />
      </>,
      { viewer: VIEWER },
    );
    await waitFor(() => expect(openedSockets.length).toBeGreaterThan(0));
    const socket = openedSockets.at(-1)!;
    act(() => socket.connected());
    await waitFor(() => expect(socket.subscriptions.map((s) => s.destination).sort()).toEqual([feedTopic(VIEWER), '/topic/chatroom.30'].sort()));
    expect(openedSockets).toHaveLength(1);
  });

  it('does not listen for a guest', async () => {
    beGuest();
    renderFeed(<NewPostsPill params={params} />, { viewer: 0 });
    await new Promise((r) => setTimeout(r, 20));
    expect(openedSockets).toHaveLength(0);
  });
});
