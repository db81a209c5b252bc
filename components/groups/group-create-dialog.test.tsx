import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/auth/test-utils';
import { signInMember } from '@/components/schedule/test-utils';
import { makeGroupDetail, renderCommunity } from '@/components/activity/test-utils';
import { groupCreate } from '@/lib/contract/groups';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { GroupCreateDialog } from './group-create-dialog';

const { push } = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', async () => ({ ...(await import('@/tests/mocks/navigation')), useRouter: () => ({ push }) }));

const show = (locale: 'vi' | 'en' = 'vi') => renderCommunity(<GroupCreateDialog onClose={() => undefined} />, { viewer: 42, locale });

describe('GroupCreateDialog', { timeout: 15_000 }, () => {
  const api = startMockApi();
  beforeAll(installDialogPolyfill);

  it('says what is wrong in Vietnamese before sending anything, and focuses the field', async () => {
    signInMember();
    show();
    fireEvent.change(screen.getByLabelText('Tên nhóm'), { target: { value: '  ab  ' } });
    fireEvent.change(screen.getByLabelText('Nội quy 1'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo nhóm' }));
    expect(await screen.findByText('Tên nhóm cần ít nhất 3 ký tự.')).toBeInTheDocument();
    expect(screen.getByText('Mỗi nội quy dài tối đa 200 ký tự.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tên nhóm')).toHaveFocus());
    expect(screen.getByLabelText('Tên nhóm')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('/other/api/groups/create')).toHaveLength(0);
  });

  it('says it in English to an English reader', async () => {
    signInMember();
    show('en');
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('The name needs at least 3 characters.')).toBeInTheDocument();
  });

  it('marks the field the server refused, in the reader’s words rather than the server’s', async () => {
    signInMember();
    server.use(mockEndpoint(groupCreate, () => errorResponse(422, 'name: already taken by another group')));
    show();
    fireEvent.change(screen.getByLabelText('Tên nhóm'), { target: { value: 'Hội CĐV Hà Nội' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo nhóm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Có thông tin chưa hợp lệ, hãy kiểm tra lại.');
    expect(screen.getByText('Thông tin này chưa hợp lệ.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tên nhóm')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/already taken/)).toBeNull();
  });

  it('tells a member who made too many groups today to wait', async () => {
    signInMember();
    server.use(mockEndpoint(groupCreate, () => errorResponse(429, 'Too many')));
    show();
    fireEvent.change(screen.getByLabelText('Tên nhóm'), { target: { value: 'Hội Mới' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo nhóm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn thao tác nhanh quá, hãy thử lại sau.');
  });

  it('creates a private group with its rules and opens its page', async () => {
    signInMember();
    const sent = vi.fn();
    const created = makeGroupDetail({ id: 77, name: 'Phòng Chiến Thuật', href: '/bang-ton/nhom/77', privacy: 'private' });
    server.use(
      mockEndpoint(groupCreate, ({ body }) => {
        sent(body);
        return created;
      }),
    );
    show();
    fireEvent.change(screen.getByLabelText('Tên nhóm'), { target: { value: ' Phòng Chiến Thuật ' } });
    fireEvent.change(screen.getByLabelText(/Giới thiệu/), { target: { value: 'Bàn sơ đồ 4-3-3' } });
    fireEvent.click(screen.getByLabelText(/Nhóm kín/));
    fireEvent.change(screen.getByLabelText('Nội quy 1'), { target: { value: 'Không spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Thêm nội quy' }));
    fireEvent.change(screen.getByLabelText('Nội quy 2'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo nhóm' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ name: 'Phòng Chiến Thuật', description: 'Bàn sơ đồ 4-3-3', privacy: 'private', rules: ['Không spam'] }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/bang-ton/nhom/77'));
  });
});
