import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import { initialSessionState, useSessionStore } from '@/lib/stores/session-store';
import { feedCreate, feedImage, feedList } from '@/lib/contract/feed';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { Composer } from './composer';
import { PostList } from './post-list';
import { myPost, page, renderFeed } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const picture = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function showComposerAndFeed() {
  server.use(mockEndpoint(feedList, page([])));
  renderFeed(
    <>
      <Composer />
      <PostList params={{ scope: 'home', sort: 'ranked' }} label="Bài viết" empty={<p>Chưa có gì</p>} />
    </>,
    { viewer: 42 },
  );
}

/** A member's composer loads after the page: wait for its form. */
async function showMemberComposer() {
  showComposerAndFeed();
  await screen.findByTestId('composer');
}

describe('Composer', { timeout: 15_000 }, () => {
  startMockApi();
  beforeEach(() => {
    // jsdom draws no pictures: a preview address is enough.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads each picture, then posts the text, the pictures in order with their descriptions and the poll, and puts the post on top', async () => {
    signInMember();
    const order: string[] = [];
    const created = vi.fn();
    let n = 0;
    server.use(
      mockEndpoint(feedImage, ({ body }) => {
        expect(body.image).toMatch(/^data:image\/png;base64,/);
        n += 1;
        order.push(`image-${n}`);
        return { src: `/media/uploads/posts/p${n}.webp`, width: 1200, height: 900 };
      }),
      mockEndpoint(feedCreate, ({ body }) => {
        order.push('create');
        created(body);
        return myPost({ body: body.body, images: body.images.map((src, i) => ({ src, width: 1200, height: 900, alt: body.imageAlts[i] ?? '' })) });
      }),
    );
    await showMemberComposer();
    await screen.findByText('Chưa có gì');
    fireEvent.change(screen.getByLabelText('Viết bài'), { target: { value: '  Tối nay ai thắng? #derby  ' } });
    fireEvent.change(screen.getByTestId('composer-files'), { target: { files: [picture('a.png'), picture('b.png')] } });
    const pictures = await screen.findByRole('list', { name: 'Ảnh đã chọn' });
    await waitFor(() => expect(within(pictures).getAllByRole('listitem').map((li) => li.dataset.status)).toEqual(['done', 'done']));
    // The second picture is moved first: the post keeps the order the member chose.
    fireEvent.click(within(pictures).getByRole('button', { name: 'Đưa ảnh 2 lên trước' }));
    // Picture 2 (b.png, now first) is described; the description moves with it.
    fireEvent.change(within(pictures).getByLabelText('Mô tả ảnh 1'), { target: { value: '  Khán đài phủ đỏ  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bình chọn' }));
    fireEvent.change(await screen.findByLabelText('Lựa chọn 1'), { target: { value: 'Hà Nội' } });
    fireEvent.change(screen.getByLabelText('Lựa chọn 2'), { target: { value: ' Công An ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng' }));

    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['image-1', 'image-2', 'create']);
    expect(created).toHaveBeenCalledWith({
      body: 'Tối nay ai thắng? #derby',
      audience: 'public',
      images: ['/media/uploads/posts/p2.webp', '/media/uploads/posts/p1.webp'],
      imageAlts: ['Khán đài phủ đỏ', ''],
      poll: { question: null, options: ['Hà Nội', 'Công An'] },
    });
    expect(await screen.findByText('Tối nay ai thắng? #derby')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xem ảnh 1/2: Khán đài phủ đỏ' })).toBeInTheDocument();
    expect(screen.getByLabelText('Viết bài')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Ảnh đã chọn' })).toBeNull();
  });

  it('sends the audience chosen and marks a held post as awaiting review', async () => {
    signInMember();
    const created = vi.fn();
    server.use(
      mockEndpoint(feedCreate, ({ body }) => {
        created(body);
        return myPost({ body: body.body, audience: body.audience, state: 'held' });
      }),
    );
    await showMemberComposer();
    fireEvent.change(screen.getByLabelText('Viết bài'), { target: { value: 'Liên hệ zalo 09xx' } });
    fireEvent.change(screen.getByLabelText('Ai có thể xem'), { target: { value: 'friends' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng' }));
    await waitFor(() => expect(created).toHaveBeenCalledWith({ body: 'Liên hệ zalo 09xx', audience: 'friends', images: [], imageAlts: [] }));
    expect(await screen.findByTestId('post-held')).toBeInTheDocument();
  });

  it('shows the server’s refusal (422) under the form and keeps the text', async () => {
    signInMember();
    server.use(mockEndpoint(feedCreate, () => errorResponse(422, 'body: bài viết dài quá 3000 ký tự')));
    await showMemberComposer();
    fireEvent.change(screen.getByLabelText('Viết bài'), { target: { value: 'Một bài viết' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('body: bài viết dài quá 3000 ký tự');
    expect(screen.getByLabelText('Viết bài')).toHaveValue('Một bài viết');
  });

  it('says which picture the server refused and does not post until it is dealt with', async () => {
    signInMember();
    const created = vi.fn();
    server.use(
      mockEndpoint(feedImage, () => errorResponse(413, 'Payload too large')),
      mockEndpoint(feedCreate, (req) => {
        created(req.body);
        return myPost();
      }),
    );
    await showMemberComposer();
    fireEvent.change(screen.getByTestId('composer-files'), { target: { files: [picture('huge.png')] } });
    expect(await screen.findByText('Ảnh quá lớn, vui lòng chọn ảnh nhỏ hơn.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng' }));
    expect(await screen.findByText('Có ảnh chưa tải lên được: thử lại hoặc bỏ ảnh đó.')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it('asks a guest to log in instead of offering the form', () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    showComposerAndFeed();
    expect(screen.queryByLabelText('Viết bài')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập để đăng bài lên bảng tin' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
  });

  it('holds the box’s place for a member whose session is still being checked, instead of inviting a guest', async () => {
    signInMember();
    useSessionStore.setState({ ...initialSessionState, status: 'loading', isGuest: false });
    showComposerAndFeed();
    expect(screen.getByTestId('composer-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('composer-guest')).toBeNull();
    signInMember();
    expect(await screen.findByTestId('composer')).toBeInTheDocument();
  });
});
