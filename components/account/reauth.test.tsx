import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill, renderWithAuth } from '@/components/auth/test-utils';
import * as acc from '@/lib/contract/accounts';
import account from '@/messages/vi/account.json';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { memberSession, REFRESHED_TOKEN } from '@/tests/mocks/data';
import { CodeVerifyCard } from './code-verify-card';
import { GoogleCallback } from './google-callback';
import { ReauthDialog } from './reauth-dialog';

const router = { refresh: vi.fn(), replace: vi.fn(), push: vi.fn() };
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/tai-khoan/bao-mat',
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

const api = startMockApi();
beforeAll(() => installDialogPolyfill());

const REAUTH_REQUIRED = 'reauth-required: confirm your password, or sign in with Google again, to continue';

/** Renders with the account page's words besides the layout's. */
const renderVi = (ui: ReactElement) => renderWithAuth(ui, { account });

/** The email card of a member whose email is verified, with the page's confirmation dialog. */
function emailCard() {
  renderVi(
    <>
      <CodeVerifyCard kind="email" current="old@example.com" verified displayName="Lan" title="Email" lead="Xác minh" />
      <ReauthDialog hasPassword />
    </>,
  );
  const region = within(screen.getByRole('region', { name: 'Email' }));
  fireEvent.change(region.getByLabelText('Email'), { target: { value: 'new@example.com' } });
  fireEvent.click(region.getByRole('button', { name: 'Gửi mã' }));
  return region;
}

/** send-email refuses until the member has re-authenticated, as the server does. */
function serverWantsReauth() {
  let proved = false;
  server.use(
    mockEndpoint(acc.reauth, ({ body }) => {
      if (body.password !== 'violet-lantern-42') return HttpResponse.json({ code: 401, msg: 'password: incorrect', data: null }, { status: 401 });
      proved = true;
      return memberSession(REFRESHED_TOKEN);
    }),
    mockEndpoint(acc.sendEmail, () =>
      proved ? { expiresIn: 300, resendIn: 60 } : HttpResponse.json({ code: 403, msg: REAUTH_REQUIRED, data: null }, { status: 403 }),
    ),
  );
}

describe('confirming it is you before a sensitive change', () => {
  it('asks for the password when the server wants a recent sign-in, then makes the change', async () => {
    serverWantsReauth();
    const region = emailCard();
    const dialog = within(await screen.findByRole('dialog', { name: 'Xác nhận đó là bạn' }));
    fireEvent.change(dialog.getByLabelText('Mật khẩu'), { target: { value: 'violet-lantern-42' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Xác nhận' }));
    expect(await region.findByText('Đã gửi mã tới new@example.com.')).toBeInTheDocument();
    expect(api.calls(acc.sendEmail.path)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a wrong password under the field and keeps asking', async () => {
    serverWantsReauth();
    emailCard();
    const dialog = within(await screen.findByRole('dialog', { name: 'Xác nhận đó là bạn' }));
    fireEvent.change(dialog.getByLabelText('Mật khẩu'), { target: { value: 'not-it' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(dialog.getByLabelText('Mật khẩu')).toHaveAccessibleDescription('Mật khẩu hiện tại không đúng.'));
    expect(api.calls(acc.sendEmail.path)).toHaveLength(1);
  });

  it('leaves the change undone, and says why, when the dialog is closed', async () => {
    serverWantsReauth();
    const region = emailCard();
    const dialog = within(await screen.findByRole('dialog', { name: 'Xác nhận đó là bạn' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Đóng' }));
    expect(await region.findByText('Hãy xác nhận mật khẩu để thực hiện thay đổi này.')).toBeInTheDocument();
    expect(api.calls(acc.sendEmail.path)).toHaveLength(1);
  });

  it('offers a new Google sign-in to a member without a password', async () => {
    server.use(mockFailure(acc.sendEmail, 403, REAUTH_REQUIRED));
    renderVi(
      <>
        <CodeVerifyCard kind="email" current="old@example.com" verified displayName="Lan" title="Email" lead="Xác minh" />
        <ReauthDialog hasPassword={false} />
      </>,
    );
    const region = within(screen.getByRole('region', { name: 'Email' }));
    fireEvent.change(region.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(region.getByRole('button', { name: 'Gửi mã' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Xác nhận đó là bạn' }));
    expect(dialog.getByRole('button', { name: 'Đăng nhập lại bằng Google' })).toBeInTheDocument();
    expect(dialog.queryByLabelText('Mật khẩu')).toBeNull();
  });
});

describe('a Google sign-in refused a link to an unverified email', () => {
  it('tells the visitor to sign in with the password first and link Google on the account page', async () => {
    server.use(mockFailure(acc.loginGoogleCallback, 409, 'google-link-refused: an account with this email exists'));
    renderVi(<GoogleCallback code="abc" state="xyz" providerError={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã có tài khoản dùng email này nhưng email đó chưa được xác minh. Hãy đăng nhập bằng mật khẩu trước, rồi liên kết Google ở mục Tài khoản › Liên kết.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }));
    expect(router.push).toHaveBeenCalledWith('/tai-khoan/lien-ket');
  });
});
