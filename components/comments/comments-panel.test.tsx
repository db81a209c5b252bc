import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import type { Comment } from '@/lib/contract/comments';
import { commentDelete, commentList, commentModerate, commentPost, commentReact, commentReplies } from '@/lib/contract/comments';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { CommentsPanel } from './comments-panel';
import { ARTICLE_ID, makeComment, myComment, renderWithComments } from './test-utils';

const page = (list: Comment[], extra: { canModerate?: boolean } = {}) => ({ list, total: list.length, count: list.length, canModerate: extra.canModerate ?? false });
const show = () => renderWithComments(<CommentsPanel kind="article" itemId={ARTICLE_ID} />);

describe('CommentsPanel', () => {
  const api = startMockApi();

  it('shows the comments to a guest, their text as text and never as markup', async () => {
    beGuest();
    server.use(mockEndpoint(commentList, page([makeComment({ body: '<b>Đậm</b> <script>x</script>' })])));
    show();
    const body = await screen.findByTestId('comment-body');
    expect(body).toHaveTextContent('<b>Đậm</b> <script>x</script>');
    expect(body.querySelector('b, script')).toBeNull();
    expect(screen.getByTestId('comment-count')).toHaveTextContent('1 bình luận');
  });

  it('marks each comment with the language it was written in, and an unknown one as unknown', async () => {
    beGuest();
    server.use(mockEndpoint(commentList, page([makeComment({ body: '好球！', lang: 'zh' }), makeComment({ body: 'Cũ rồi', lang: null })])));
    show();
    const [zh, unknown] = await screen.findAllByTestId('comment-body');
    expect(zh).toHaveAttribute('lang', 'zh-Hant');
    expect(unknown).toHaveAttribute('lang', '');
  });

  it('gives a guest who tries to write the login form, and sends nothing', async () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    server.use(mockEndpoint(commentList, page([])));
    show();
    expect(await screen.findByText('Chưa có bình luận')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập để viết bình luận' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.calls(commentPost.path)).toHaveLength(0);
  });

  it('posts a member’s comment and shows it once the list is read again', async () => {
    signInMember();
    const stored: Comment[] = [];
    const sent = vi.fn();
    server.use(
      mockEndpoint(commentList, () => page(stored)),
      mockEndpoint(commentPost, ({ body }) => {
        sent(body);
        const c = myComment({ body: body.body });
        stored.unshift(c);
        return c;
      }),
    );
    show();
    await screen.findByText('Chưa có bình luận');
    fireEvent.change(screen.getByLabelText('Viết bình luận'), { target: { value: 'Hà Nội vô địch!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Hà Nội vô địch!')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ kind: 'article', itemId: ARTICLE_ID, body: 'Hà Nội vô địch!', parentId: null });
    expect(screen.getByLabelText('Viết bình luận')).toHaveValue('');
  });

  it('says so when the member comments too fast, and keeps the text', async () => {
    signInMember();
    server.use(mockEndpoint(commentList, page([])), mockEndpoint(commentPost, () => errorResponse(429, 'Too many comments')));
    show();
    await screen.findByText('Chưa có bình luận');
    fireEvent.change(screen.getByLabelText('Viết bình luận'), { target: { value: 'Lần nữa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Bạn bình luận quá nhanh, vui lòng đợi một chút.')).toBeInTheDocument();
    expect(screen.getByLabelText('Viết bình luận')).toHaveValue('Lần nữa');
  });

  it('shows a reaction at once and takes it back when the server refuses', async () => {
    signInMember();
    const c = makeComment();
    let fail = false;
    let answered = 0;
    server.use(
      mockEndpoint(commentList, page([c])),
      mockEndpoint(commentReact, ({ body }) => {
        answered += 1;
        return fail ? errorResponse(500, 'Boom') : { id: body.id, reactions: body.reaction ? { [body.reaction]: 1 } : {}, myReaction: body.reaction };
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Chọn cảm xúc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thích' }));
    const chip = await screen.findByRole('button', { name: 'Thích: 1' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    // A second choice waits for the first answer: the chip shows before the server has replied.
    await waitFor(() => expect(answered).toBe(1));
    await waitFor(() => expect(chip).not.toHaveAttribute('aria-busy', 'true'));
    fail = true;
    fireEvent.click(chip);
    await waitFor(() => expect(answered).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thích: 1' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Có lỗi xảy ra, vui lòng thử lại.')).toBeInTheDocument();
  });

  it('lets the author delete their comment after asking', async () => {
    signInMember();
    const c = myComment();
    const sent = vi.fn();
    server.use(
      mockEndpoint(commentList, page([c])),
      mockEndpoint(commentDelete, ({ body }) => {
        sent(body);
        return { id: body.id, state: 'deleted' as const };
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Tuỳ chọn bình luận' }));
    expect(screen.queryByRole('button', { name: 'Báo cáo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Xoá' }));
    const ask = screen.getByRole('group', { name: 'Xoá bình luận này?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: c.id }));
  });

  it('offers hiding to moderators only', async () => {
    signInMember();
    const c = makeComment();
    const sent = vi.fn();
    server.use(
      mockEndpoint(commentList, page([c], { canModerate: true })),
      mockEndpoint(commentModerate, ({ body }) => {
        sent(body);
        return { id: body.id, state: 'hidden' as const };
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Tuỳ chọn bình luận' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn bình luận' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: c.id, action: 'hide' }));
  });

  it('offers a member reporting but not hiding', async () => {
    signInMember();
    server.use(mockEndpoint(commentList, page([makeComment()])));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Tuỳ chọn bình luận' }));
    expect(screen.getByRole('button', { name: 'Báo cáo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ẩn bình luận' })).toBeNull();
  });
  it('opens the replies and answers one of them under the same top comment', async () => {
    signInMember();
    const top = makeComment({ replyCount: 1 });
    const reply = makeComment({ parentId: top.id, body: 'Đồng ý!', author: { userId: 901, displayName: 'Lê Hoàng Phúc', profilePicture: null, siteRoleId: 1 } });
    const sent = vi.fn();
    server.use(
      mockEndpoint(commentList, page([top])),
      mockEndpoint(commentReplies, { list: [reply], total: 1 }),
      mockEndpoint(commentPost, ({ body }) => {
        sent(body);
        return myComment({ parentId: top.id, body: body.body });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Xem 1 trả lời' }));
    const replies = await screen.findByRole('list', { name: 'Trả lời cho bình luận của Trần Minh Châu' });
    fireEvent.click(await within(replies).findByRole('button', { name: 'Trả lời' }));
    fireEvent.change(screen.getByLabelText('Trả lời Lê Hoàng Phúc'), { target: { value: 'Chuẩn' } });
    fireEvent.click(within(screen.getByTestId('reply-form')).getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ kind: 'article', itemId: ARTICLE_ID, body: 'Chuẩn', parentId: reply.id }));
  });
});
