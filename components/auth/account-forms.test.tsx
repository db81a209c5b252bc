import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountButton } from '@/components/layout/account-button';
import * as acc from '@/lib/contract/accounts';
import * as user from '@/lib/contract/user';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { TAKEN } from '@/tests/mocks/account-data';
import { memberSession } from '@/tests/mocks/data';
import { openAuthDialog } from './auth-dialog-store';
import { renderWithAuth, setUpAuthTests } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const api = startMockApi();

setUpAuthTests();
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const panel = () => within(within(screen.getByRole('dialog')).getByRole('tabpanel'));
const dialog = () => within(screen.getByRole('dialog'));
/** The visible tab panel's field, or the dialog's when it shows no tabs (forgotten password). */
const field = (label: string | RegExp) => {
  const scope = within(screen.getByRole('dialog')).queryByRole('tabpanel') ? panel() : dialog();
  return scope.getByLabelText(label, { selector: 'input' });
};
const fill = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function openRegister() {
  renderWithAuth(<AccountButton />);
  act(() => openAuthDialog('register'));
  await screen.findByRole('dialog');
}

describe('the sign-up form', () => {
  it('says a username is taken while it is typed, after a pause', async () => {
    await openRegister();
    fill('Tên đăng nhập', TAKEN.username);
    await waitFor(() => expect(field('Tên đăng nhập')).toHaveAccessibleDescription('Tên đăng nhập này đã có người dùng.'));
    expect(api.calls(acc.checkUsername.path)).toHaveLength(1);
  });

  it('says a free username, email and phone are available', async () => {
    await openRegister();
    fill('Tên đăng nhập', 'lan_anh');
    fill(/^Email/, 'lan@example.com');
    fill(/^Số điện thoại/, '0912345678');
    await waitFor(() => expect(field('Tên đăng nhập')).toHaveAccessibleDescription('✓ Tên đăng nhập này dùng được.'));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription('✓ Email này dùng được.'));
    await waitFor(() => expect(field(/^Số điện thoại/)).toHaveAccessibleDescription('✓ Số điện thoại này dùng được.'));
  });

  it('does not ask the server about a value that breaks the local rules', async () => {
    await openRegister();
    fill(/^Email/, 'lan@');
    fill(/^Số điện thoại/, '09-1');
    await new Promise((r) => setTimeout(r, 600));
    expect(api.calls(acc.checkEmail.path)).toHaveLength(0);
    expect(api.calls(acc.checkPhone.path)).toHaveLength(0);
  });

  it('refuses a password containing the username without asking the server', async () => {
    await openRegister();
    fill('Tên đăng nhập', 'lan_anh');
    fill('Tên hiển thị', 'Lan');
    fill('Mật khẩu', 'my-Lan_Anh-pw');
    fireEvent.click(panel().getByRole('button', { name: 'Tạo tài khoản' }));
    expect(field('Mật khẩu')).toHaveAccessibleDescription('Mật khẩu không được chứa tên đăng nhập.');
    fill('Mật khẩu', 'violet-lantern-42');
    expect(field('Mật khẩu')).not.toHaveAttribute('aria-invalid');
    expect(api.calls(user.register.path)).toHaveLength(0);
  });

  it.each([
    ['password: is too common; choose a less guessable password', 'Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.'],
    ['password: is too easy to guess; make it longer or mix unrelated words', 'Mật khẩu này quá dễ đoán. Hãy dùng mật khẩu dài hơn hoặc ghép vài từ không liên quan.'],
  ])('shows the server refusing a guessable password (%s) under the field', async (msg, shown) => {
    server.use(mockFailure(user.register, 422, msg));
    await openRegister();
    fill('Tên đăng nhập', 'lan_anh');
    fill('Tên hiển thị', 'Lan');
    fill('Mật khẩu', 'Password123');
    fireEvent.click(panel().getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(field('Mật khẩu')).toHaveAccessibleDescription(shown));
  });

  it('puts an unknown invite code under its field', async () => {
    server.use(mockFailure(user.register, 422, 'referralCode: unknown code'));
    await openRegister();
    fill('Tên đăng nhập', 'lan_anh');
    fill('Tên hiển thị', 'Lan');
    fill('Mật khẩu', 'violet-lantern-42');
    fill(/^Mã giới thiệu/, 'NOPE');
    fireEvent.click(panel().getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(field(/^Mã giới thiệu/)).toHaveAccessibleDescription('Mã giới thiệu không tồn tại.'));
  });

  it('opens for a guest who follows an invite link, with the code filled in and sent', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(user.register, ({ body }) => (bodies.push(body), memberSession())));
    window.history.replaceState(null, '', '/?ref=FRIEND42');
    renderWithAuth(<AccountButton />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Tạo tài khoản');
    expect(field(/^Mã giới thiệu/)).toHaveValue('FRIEND42');
    fill('Tên đăng nhập', 'lan_anh');
    fill('Tên hiển thị', 'Lan');
    fill('Mật khẩu', 'violet-lantern-42');
    fireEvent.click(panel().getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(bodies).toEqual([{ username: 'lan_anh', displayName: 'Lan', password: 'violet-lantern-42', referralCode: 'FRIEND42' }]));
  });
});

describe('forgotten password', () => {
  it('sends a reset code, then sets the new password and returns to log-in', async () => {
    const resets: unknown[] = [];
    const tooCommon = 'password: is too common; choose a less guessable password';
    server.use(
      mockEndpoint(acc.resetPassword, ({ body }) =>
        body.password === 'qwerty123' ? HttpResponse.json({ code: 422, msg: tooCommon, data: null }, { status: 422 }) : (resets.push(body), null),
      ),
    );
    renderWithAuth(<AccountButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Quên mật khẩu?' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Lấy lại mật khẩu');
    fill('Tên đăng nhập hoặc email', 'lan@example.com');
    fireEvent.click(dialog().getByRole('button', { name: 'Gửi mã' }));
    expect(await dialog().findByRole('status')).toHaveTextContent('Nếu tài khoản tồn tại');
    fill('Mã xác minh', '123456');
    fill('Mật khẩu mới', 'qwerty123');
    fireEvent.click(dialog().getByRole('button', { name: 'Đặt mật khẩu mới' }));
    await waitFor(() => expect(field('Mật khẩu mới')).toHaveAccessibleDescription('Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.'));
    fill('Mật khẩu mới', 'copper-kettle-77');
    fireEvent.click(dialog().getByRole('button', { name: 'Đặt mật khẩu mới' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('Chào mừng trở lại'));
    expect(resets).toEqual([{ login: 'lan@example.com', code: '123456', password: 'copper-kettle-77' }]);
    expect(await screen.findByText('Đã đổi mật khẩu. Hãy đăng nhập bằng mật khẩu mới.')).toBeInTheDocument();
  });

  it('shows a wrong code under the code field', async () => {
    server.use(mockFailure(acc.resetPassword, 422, 'code: incorrect'));
    renderWithAuth(<AccountButton />);
    act(() => openAuthDialog('forgot'));
    await screen.findByRole('dialog');
    fill('Tên đăng nhập hoặc email', 'lan_anh');
    fireEvent.click(dialog().getByRole('button', { name: 'Gửi mã' }));
    await dialog().findByRole('status');
    fill('Mã xác minh', '000000');
    fill('Mật khẩu mới', 'copper-kettle-77');
    fireEvent.click(dialog().getByRole('button', { name: 'Đặt mật khẩu mới' }));
    await waitFor(() => expect(field('Mã xác minh')).toHaveAccessibleDescription('Mã xác minh không đúng.'));
  });
});
