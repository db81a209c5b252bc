import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/auth/test-utils';
import { signInMember } from '@/components/schedule/test-utils';
import { makeGroupDetail, renderCommunity } from '@/components/activity/test-utils';
import { groupKeys, type GroupDetail } from '@/lib/api/queries/groups';
import { groupEdit } from '@/lib/contract/groups';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { GroupEditDialog } from './group-edit-dialog';
import { GroupHeader } from './group-header';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;
const COVER = '/uploads/covers/hoi-cdv.webp';
const privateGroup = () =>
  makeGroupDetail({ name: 'Phòng Chiến Thuật', description: 'Bàn sơ đồ', privacy: 'private', cover: COVER, rules: ['Không spam'], membership: 'member', role: 'admin', canModerate: true, canAdminister: true, pendingRequests: 2 });

function show(group: GroupDetail, { locale = 'vi' as 'vi' | 'en', onClose = () => undefined } = {}) {
  const view = renderCommunity(<></>, { viewer: VIEWER, locale });
  view.client.setQueryData(groupKeys.detail(VIEWER, group.id), group);
  view.rerender(<GroupEditDialog group={group} onClose={onClose} />);
  return view;
}

describe('GroupEditDialog', { timeout: 15_000 }, () => {
  startMockApi();
  beforeAll(installDialogPolyfill);

  it('opens from the header for the group’s admins only', async () => {
    signInMember();
    const view = renderCommunity(<GroupHeader group={privateGroup()} onRequests={() => undefined} />, { viewer: VIEWER });
    fireEvent.click(screen.getByRole('button', { name: 'Sửa nhóm' }));
    expect(await screen.findByTestId('group-edit')).toBeInTheDocument();
    expect(screen.getByLabelText('Tên nhóm')).toHaveValue('Phòng Chiến Thuật');
    view.unmount();
    renderCommunity(<GroupHeader group={makeGroupDetail({ membership: 'member', role: 'moderator', canModerate: true })} onRequests={() => undefined} />, { viewer: VIEWER });
    expect(screen.queryByRole('button', { name: 'Sửa nhóm' })).toBeNull();
  });

  it('says that going public lets those waiting in, and sends the changes keeping the cover', async () => {
    signInMember();
    const sent = vi.fn();
    const onClose = vi.fn();
    const group = privateGroup();
    server.use(
      mockEndpoint(groupEdit, ({ body }) => {
        sent(body);
        return { ...group, name: 'Phòng Chiến Thuật 4-3-3', privacy: 'public' as const, memberCount: group.memberCount + 2, pendingRequests: 0 };
      }),
    );
    const { client } = show(group, { onClose });
    expect(screen.queryByTestId('group-privacy-note')).toBeNull();
    fireEvent.click(screen.getByLabelText(/Công khai/));
    expect(screen.getByTestId('group-privacy-note')).toHaveTextContent('Khi công khai, ai cũng xem được bài viết và 2 người đang chờ duyệt sẽ được vào nhóm ngay.');
    fireEvent.change(screen.getByLabelText('Tên nhóm'), { target: { value: ' Phòng Chiến Thuật 4-3-3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Thêm nội quy' }));
    fireEvent.change(screen.getByLabelText('Nội quy 2'), { target: { value: 'Tôn trọng nhau' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ id: group.id, name: 'Phòng Chiến Thuật 4-3-3', description: 'Bàn sơ đồ', privacy: 'public', rules: ['Không spam', 'Tôn trọng nhau'] }),
    );
    expect(await screen.findByText('Đã cập nhật nhóm')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(client.getQueryData<GroupDetail>(groupKeys.detail(VIEWER, group.id))).toMatchObject({ name: 'Phòng Chiến Thuật 4-3-3', privacy: 'public', memberCount: group.memberCount + 2 });
  });

  it('sends null for a removed cover', async () => {
    signInMember();
    const sent = vi.fn();
    const group = privateGroup();
    server.use(
      mockEndpoint(groupEdit, ({ body }) => {
        sent(body);
        return { ...group, cover: null };
      }),
    );
    show(group);
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ ảnh bìa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ id: group.id, cover: null })));
  });

  it('marks the field a 422 names, in the reader’s words rather than the server’s', async () => {
    signInMember();
    server.use(mockEndpoint(groupEdit, () => errorResponse(422, 'name: a group may not advertise betting')));
    show(privateGroup());
    fireEvent.change(screen.getByLabelText('Tên nhóm'), { target: { value: 'Soi kèo 88' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Có thông tin chưa hợp lệ, hãy kiểm tra lại.');
    expect(screen.getByLabelText('Tên nhóm')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('group-edit')).toBeInTheDocument();
    expect(screen.queryByText(/advertise/)).toBeNull();
  });

  it('says it in English to an English reader, and names a picture too large (413)', async () => {
    signInMember();
    server.use(mockEndpoint(groupEdit, () => errorResponse(422, 'description: too long')));
    const view = show(privateGroup(), { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is not filled in correctly; please check.');
    expect(screen.getByLabelText(/About/)).toHaveAttribute('aria-invalid', 'true');
    view.unmount();
    server.use(mockEndpoint(groupEdit, () => errorResponse(413, 'Payload too large')));
    show(privateGroup(), { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture is too large: choose one under 8 MB.');
  });
});
