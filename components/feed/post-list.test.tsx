import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beGuest } from '@/components/schedule/test-utils';
import { feedList } from '@/lib/contract/feed';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { PostList } from './post-list';
import { makePost, page, renderFeed } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const first = [makePost({ body: 'Bài một' }), makePost({ body: 'Bài hai' })];
const second = [makePost({ body: 'Bài ba' })];

/** The feed in two pages: the first answers a cursor to the second. */
function twoPages(seen: (cursor: string | undefined) => void = () => undefined) {
  server.use(
    mockEndpoint(feedList, ({ query }) => {
      seen(query.cursor);
      return query.cursor === 'after-2' ? page(second) : page(first, 'after-2');
    }),
  );
}

const show = () => renderFeed(<PostList params={{ scope: 'home', sort: 'ranked' }} label="Bài viết" empty={<p>Chưa có gì</p>} />);
const bodies = () => screen.getAllByTestId('post-body').map((p) => p.textContent);

// The first test of a file also loads the cards' code, which on a busy machine can outlast the default wait.
describe('PostList', { timeout: 15_000 }, () => {
  startMockApi();
  afterEach(() => vi.unstubAllGlobals());

  it('shows placeholders, then the first page, then the next one by its cursor from the button', async () => {
    beGuest();
    const cursors: (string | undefined)[] = [];
    twoPages((c) => cursors.push(c));
    show();
    expect(screen.getByRole('status', { name: 'Đang tải bài viết…' })).toBeInTheDocument();
    await screen.findByText('Bài một');
    expect(bodies()).toEqual(['Bài một', 'Bài hai']);
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm bài viết' }));
    await screen.findByText('Bài ba');
    expect(cursors).toEqual([undefined, 'after-2']);
    expect(within(screen.getByRole('list', { name: 'Bài viết' })).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Bạn đã xem hết bài viết.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xem thêm bài viết' })).toBeNull();
  });

  it('loads the next page by itself when the end of the list comes near', async () => {
    beGuest();
    let near: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          near = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    twoPages();
    show();
    await screen.findByText('Bài hai');
    act(() => near([{ isIntersecting: true }]));
    expect(await screen.findByText('Bài ba')).toBeInTheDocument();
  });

  it('shows the empty state when there are no posts', async () => {
    beGuest();
    server.use(mockEndpoint(feedList, page([])));
    show();
    expect(await screen.findByText('Chưa có gì')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bài viết' })).toBeNull();
  });

  it('offers a retry when the first page fails', async () => {
    beGuest();
    let fail = true;
    server.use(mockEndpoint(feedList, () => (fail ? errorResponse(503, 'down') : page(first))));
    show();
    expect(await screen.findByText('Không tải được bài viết.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(bodies()).toEqual(['Bài một', 'Bài hai']));
  });
});
