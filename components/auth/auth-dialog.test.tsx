import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountButton } from '@/components/layout/account-button';
import * as user from '@/lib/contract/user';
import { useSessionStore } from '@/lib/stores/session-store';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { memberSession, memberUser } from '@/tests/mocks/data';
import { openAuthDialog } from './auth-dialog-store';
import { renderWithAuth, setUpAuthTests } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const api = startMockApi();

setUpAuthTests();

/** The dialog's code loads on first open, so it appears a moment after the click. */
async function openLogin() {
  renderWithAuth(<AccountButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  return screen.findByRole('dialog');
}

/** The visible tab panel of the open dialog. */
const panel = () => within(within(screen.getByRole('dialog')).getByRole('tabpanel'));
const field = (label: string | RegExp) => panel().getByLabelText(label, { selector: 'input' });
const fill = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

const submit = (name: string) => fireEvent.click(panel().getByRole('button', { name }));

describe('the auth dialog', () => {
  it('opens from the header as a labelled modal on the log-in tab, focused on the username', async () => {
    const dialog = await openLogin();
    expect(dialog).toHaveAccessibleName('Chào mừng trở lại');
    expect(within(dialog).getByRole('tab', { name: 'Đăng nhập' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Tên đăng nhập')).toHaveFocus();
  });

  it('switches to sign-up with the tab and back with the link under the form', async () => {
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Đăng ký' }));
    expect(dialog).toHaveAccessibleName('Tạo tài khoản');
    expect(field('Tên hiển thị')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    expect(within(dialog).getByRole('tab', { name: 'Đăng nhập' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a message under each empty field and sends nothing', async () => {
    await openLogin();
    submit('Đăng nhập');
    expect(field('Tên đăng nhập')).toHaveAccessibleDescription('Vui lòng điền mục này.');
    expect(field('Mật khẩu')).toHaveAccessibleDescription('Vui lòng điền mục này.');
    expect(field('Tên đăng nhập')).toHaveFocus();
    expect(api.calls(user.login.path)).toHaveLength(0);
  });

  it('explains each broken sign-up rule under its field', async () => {
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Đăng ký' }));
    fill('Tên đăng nhập', 'lan anh');
    fill('Mật khẩu', 'ngan');
    fill(/^Email/, 'lan@');
    submit('Tạo tài khoản');
    expect(field('Tên đăng nhập')).toHaveAccessibleDescription(
      'Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số, dấu chấm và gạch dưới.',
    );
    expect(field('Tên hiển thị')).toHaveAccessibleDescription('Vui lòng điền mục này.');
    expect(field('Mật khẩu')).toHaveAccessibleDescription('Cần ít nhất 8 ký tự.');
    expect(field(/^Email/)).toHaveAccessibleDescription('Địa chỉ email không hợp lệ.');
    fill('Tên đăng nhập', 'lan_anh');
    expect(field('Tên đăng nhập')).not.toHaveAttribute('aria-invalid');
    expect(api.calls(user.register.path)).toHaveLength(0);
  });

  it('keeps the dialog open with the wrong-credentials message on a 401', async () => {
    server.use(mockFailure(user.login, 401, 'Invalid username or password'));
    const dialog = await openLogin();
    fill('Tên đăng nhập', 'demo');
    fill('Mật khẩu', 'sai-mat-khau');
    submit('Đăng nhập');
    await waitFor(() => expect(panel().getByRole('alert')).toHaveTextContent('Tên đăng nhập hoặc mật khẩu không đúng.'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(useSessionStore.getState().isGuest).toBe(true);
  });

  it('tells the visitor to wait after too many attempts (429)', async () => {
    server.use(mockFailure(user.login, 429, 'Too many failed login attempts; try again later'));
    await openLogin();
    fill('Tên đăng nhập', 'demo');
    fill('Mật khẩu', 'sai-mat-khau');
    submit('Đăng nhập');
    await waitFor(() => expect(panel().getByRole('alert')).toHaveTextContent('Bạn đã thử quá nhiều lần.'));
  });

  it('closes, greets the member and shows the name in the header after logging in', async () => {
    await openLogin();
    fill('Tên đăng nhập', ' demo ');
    fill('Mật khẩu', 'demo12345');
    submit('Đăng nhập');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('member-name')).toHaveTextContent(memberUser.displayName);
    expect(await screen.findByText(`Chào mừng ${memberUser.displayName} quay lại!`)).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ isGuest: false, user: memberUser });
  });

  it('puts "username taken" under the username field on a 409', async () => {
    server.use(mockFailure(user.register, 409, 'username: already taken'));
    await openLogin();
    act(() => openAuthDialog('register'));
    fill('Tên đăng nhập', 'demo');
    fill('Tên hiển thị', 'Demo');
    fill('Mật khẩu', 'mat-khau-moi');
    submit('Tạo tài khoản');
    await waitFor(() => expect(field('Tên đăng nhập')).toHaveAccessibleDescription('Tên đăng nhập này đã có người dùng.'));
    expect(field('Tên đăng nhập')).toHaveFocus();
  });

  it('registers with trimmed values and no empty email, then shows the new name', async () => {
    const bodies: unknown[] = [];
    const created = { ...memberSession(), user: { ...memberUser, displayName: 'Lan Anh', nickname: null } };
    server.use(mockEndpoint(user.register, ({ body }) => (bodies.push(body), created)));
    renderWithAuth(<AccountButton />);
    act(() => openAuthDialog('register'));
    fill('Tên đăng nhập', ' lan_anh ');
    fill('Tên hiển thị', ' Lan Anh ');
    fill('Mật khẩu', 'mat-khau-moi');
    submit('Tạo tài khoản');
    await waitFor(() => expect(screen.getByTestId('member-name')).toHaveTextContent('Lan Anh'));
    expect(bodies).toEqual([{ username: 'lan_anh', displayName: 'Lan Anh', password: 'mat-khau-moi' }]);
  });

  it('closes with its close button and starts blank when opened again', async () => {
    const dialog = await openLogin();
    fill('Tên đăng nhập', 'demo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(field('Tên đăng nhập')).toHaveValue('');
  });
});
