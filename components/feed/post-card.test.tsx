import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/auth/test-utils';
import { signInMember } from '@/components/schedule/test-utils';
import { commentList } from '@/lib/contract/comments';
import { feedCreate, feedDelete, feedList, feedReact, feedReport, feedVote } from '@/lib/contract/feed';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import type { Post } from '@/lib/contract/feed';
import { PostCard } from './post-card';
import { PostList } from './post-list';
import { makePost, myPost, page, renderFeed } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;

/** The reader's feed holding these posts, as the feed page shows them. */
function showFeed(posts: Post[]) {
  server.use(mockEndpoint(feedList, page(posts)));
  return renderFeed(<PostList params={{ scope: 'home', sort: 'ranked' }} label="Bài viết" empty={null} />, { viewer: VIEWER });
}

const postOf = (post: Post) => screen.findByRole('article', { name: `Bài viết của ${post.author.displayName}` });

describe('PostCard', { timeout: 15_000 }, () => {
  startMockApi();
  beforeAll(installDialogPolyfill);

  it('shows a reaction at once and takes it back when the server refuses', async () => {
    signInMember();
    const post = makePost();
    let answer: ((value: Response) => void) | null = null;
    server.use(mockEndpoint(feedReact, () => new Promise<Response>((resolve) => (answer = resolve))));
    showFeed([post]);
    const card = await postOf(post);
    fireEvent.click(within(card).getByRole('button', { name: 'Chọn cảm xúc' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Thích' }));
    // Before the server has answered, the chip is there and pressed.
    const chip = await within(card).findByRole('button', { name: 'Thích: 1' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(errorResponse(500, 'Boom'));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Thích: 1' })).toBeNull());
    expect(await screen.findByText('Có lỗi xảy ra, vui lòng thử lại.')).toBeInTheDocument();
  });

  it('keeps the reaction the server confirmed', async () => {
    signInMember();
    const post = makePost({ reactions: { love: 2 } });
    const sent = vi.fn();
    server.use(
      mockEndpoint(feedReact, ({ body }) => {
        sent(body);
        return { id: body.id, reactions: { love: 3 }, myReaction: body.reaction };
      }),
    );
    showFeed([post]);
    const card = await postOf(post);
    fireEvent.click(within(card).getByRole('button', { name: 'Yêu thích: 2' }));
    expect(await within(card).findByRole('button', { name: 'Yêu thích: 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toHaveBeenCalledWith({ id: post.id, reaction: 'love' });
  });

  it('counts a vote at once and keeps the poll the server answers', async () => {
    signInMember();
    const poll = { question: 'Ai thắng?', options: [{ id: 1, text: 'Hà Nội', votes: 1 }, { id: 2, text: 'Công An', votes: 1 }], totalVotes: 2, myVote: null };
    const post = makePost({ poll });
    const sent = vi.fn();
    server.use(
      mockEndpoint(feedVote, ({ body }) => {
        sent(body);
        return { ...poll, options: [poll.options[0]!, { id: 2, text: 'Công An', votes: 2 }], totalVotes: 3, myVote: 2 };
      }),
    );
    showFeed([post]);
    const card = await postOf(post);
    fireEvent.click(within(card).getByRole('button', { name: /^Công An\s*50%\s*\(1 phiếu\)$/ }));
    expect(await within(card).findByRole('button', { name: /^Công An\s*67%\s*\(2 phiếu\)$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toHaveBeenCalledWith({ id: post.id, optionId: 2 });
    expect(within(card).getByText('3 lượt bình chọn')).toBeInTheDocument();
  });

  it('shares a post with a note to the member’s feed', async () => {
    signInMember();
    const post = makePost({ shareCount: 0 });
    const sent = vi.fn();
    server.use(
      mockEndpoint(feedCreate, ({ body }) => {
        sent(body);
        return myPost({ body: body.body, isShare: true, shared: { ...post } });
      }),
    );
    showFeed([post]);
    const card = await postOf(post);
    fireEvent.click(within(card).getByRole('button', { name: 'Chia sẻ' }));
    const dialog = await screen.findByTestId('share-dialog');
    fireEvent.change(within(dialog).getByLabelText('Lời nhắn kèm theo'), { target: { value: 'Đọc đi anh em' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chia sẻ' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ body: 'Đọc đi anh em', audience: 'public', images: [], imageAlts: [], sharedPostId: post.id }));
    expect(await screen.findByText('Đã chia sẻ lên bảng tin')).toBeInTheDocument();
    expect(await within(card).findByText('1 lượt chia sẻ')).toBeInTheDocument();
  });

  it('reports another member’s post with a reason', async () => {
    signInMember();
    const post = makePost();
    const sent = vi.fn();
    server.use(
      mockEndpoint(feedReport, ({ body }) => {
        sent(body);
        return { id: body.id, reported: true };
      }),
    );
    showFeed([post]);
    const card = await postOf(post);
    fireEvent.click(within(card).getByRole('button', { name: 'Tuỳ chọn bài viết' }));
    expect(within(card).queryByRole('button', { name: 'Xoá bài viết' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Báo cáo' }));
    // The panel loads on first use.
    fireEvent.click(await within(card).findByRole('radio', { name: 'Lạc đề' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Gửi báo cáo' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: post.id, reason: 'offTopic' }));
    expect(await screen.findByText('Cảm ơn, chúng tôi đã nhận được báo cáo.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Tuỳ chọn bài viết' }));
    expect(within(card).queryByRole('button', { name: 'Báo cáo' })).toBeNull();
  });

  it('deletes the author’s own post only after asking', async () => {
    signInMember();
    const mine = myPost({ body: 'Bài của tôi' });
    const other = makePost({ body: 'Bài của bạn' });
    const sent = vi.fn();
    server.use(
      mockEndpoint(feedDelete, ({ body }) => {
        sent(body);
        return { id: body.id, state: 'deleted' as const };
      }),
    );
    showFeed([mine, other]);
    const card = await postOf(mine);
    fireEvent.click(within(card).getByRole('button', { name: 'Tuỳ chọn bài viết' }));
    expect(within(card).queryByRole('button', { name: 'Báo cáo' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Xoá bài viết' }));
    const ask = await within(card).findByRole('group', { name: 'Xoá bài viết này? Bạn không thể hoàn tác.' });
    expect(sent).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: mine.id }));
    await waitFor(() => expect(screen.queryByText('Bài của tôi')).toBeNull());
    expect(screen.getByText('Bài của bạn')).toBeInTheDocument();
  });

  it('opens the comments of two posts at once, each under its own heading, and shows the count the panel reads', async () => {
    signInMember();
    const [first, second] = [makePost({ commentCount: 1 }), makePost({ commentCount: 0 })];
    server.use(mockEndpoint(commentList, ({ query }) => ({ list: [], total: 0, count: query.itemId === first.id ? 3 : 0, canModerate: false })));
    showFeed([first, second]);
    const cards = await screen.findAllByRole('article');
    for (const card of cards) fireEvent.click(within(card).getByRole('button', { name: /^Bình luận/ }));
    await waitFor(() => expect(document.querySelectorAll('[id$="-comments-heading"]')).toHaveLength(2));
    const ids = [...document.querySelectorAll('[id$="-comments-heading"]')].map((h) => h.id);
    expect(new Set(ids).size).toBe(2);
    expect(await within(cards[0]!).findByRole('button', { name: /^Bình luận\s*3$/ })).toBeInTheDocument();
  });

  it('shows a post the spam filter held as awaiting review, to its author', async () => {
    signInMember();
    showFeed([myPost({ state: 'held' })]);
    expect(await screen.findByTestId('post-held')).toHaveTextContent('Đang chờ kiểm duyệt');
  });

  it('links hashtags and mentions as text, never as markup', async () => {
    signInMember();
    const post = makePost({ body: '<b>Chào</b> @chau.tran xem #VLeague', hashtags: ['vleague'], mentions: [{ username: 'chau.tran', userId: 900 }] });
    showFeed([post]);
    const body = (await screen.findAllByTestId('post-body'))[0]!;
    expect(body.querySelector('b')).toBeNull();
    expect(within(body).getByRole('link', { name: '#VLeague' })).toHaveAttribute('href', '/bang-ton/tim-kiem?tag=vleague');
    expect(within(body).getByRole('link', { name: '@chau.tran' })).toHaveAttribute('href', '/bang-ton/trang-ca-nhan/900');
  });

  it('marks a post’s text and poll with the language the author wrote in, not the page’s', async () => {
    signInMember();
    const poll = { question: 'Who scores first?', options: [{ id: 1, text: 'Arsenal', votes: 0 }, { id: 2, text: 'Chelsea', votes: 0 }], totalVotes: 0, myVote: null };
    showFeed([makePost({ body: 'What a game', lang: 'en', poll })]);
    expect((await screen.findAllByTestId('post-body'))[0]).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Who scores first?')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Arsenal')).toHaveAttribute('lang', 'en');
  });

  it('says in which group and at which place a post was written, linking their pages', async () => {
    signInMember();
    const closed = makePost({ body: 'Trong nhóm kín', group: { id: 7, name: 'Phòng Chiến Thuật', privacy: 'private' }, place: { id: 3, name: 'Sân Hàng Đẫy', kind: 'stadium' } });
    const open = makePost({ body: 'Trong nhóm mở', group: { id: 8, name: 'Fan Hà Nội FC', privacy: 'public' } });
    showFeed([closed, open]);
    await screen.findByText('Trong nhóm mở');
    const cardWith = (text: string) => screen.getAllByRole('article').find((a) => within(a).queryByText(text))!;
    const card = cardWith('Trong nhóm kín');
    const group = within(card).getByRole('link', { name: 'Trong nhóm kín Phòng Chiến Thuật' });
    expect(group).toHaveAttribute('href', '/bang-ton/nhom/7');
    expect(group.querySelector('.lucide-lock')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Tại Sân Hàng Đẫy' })).toHaveAttribute('href', '/bang-ton/vi-tri/3');
    const other = cardWith('Trong nhóm mở');
    const publicGroup = within(other).getByRole('link', { name: 'Trong nhóm Fan Hà Nội FC' });
    expect(publicGroup).toHaveAttribute('href', '/bang-ton/nhom/8');
    expect(publicGroup.querySelector('.lucide-lock')).toBeNull();
    expect(within(other).queryByTestId('post-place')).toBeNull();
  });

  it('leaves the group out on that group’s own page, but names another group a shared post came from', async () => {
    signInMember();
    const home = { id: 7, name: 'Phòng Chiến Thuật', privacy: 'public' as const };
    const original = makePost({ body: 'Bài gốc', group: { id: 9, name: 'Hội Cổ Động Viên', privacy: 'public' } });
    const share = makePost({ body: 'Xem này', group: home, isShare: true, shared: original, place: { id: 3, name: 'Sân Hàng Đẫy', kind: 'stadium' } });
    renderFeed(<PostCard post={share} inGroupId={home.id} />, { viewer: VIEWER });
    const card = await postOf(share);
    expect(within(card).queryByRole('link', { name: /Phòng Chiến Thuật/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Tại Sân Hàng Đẫy' })).toBeInTheDocument();
    expect(within(screen.getByTestId('post-shared')).getByRole('link', { name: 'Trong nhóm Hội Cổ Động Viên' })).toHaveAttribute('href', '/bang-ton/nhom/9');
  });
});
