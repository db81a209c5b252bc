import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountButton } from '@/components/layout/account-button';
import * as user from '@/lib/contract/user';
import { COOKIES } from '@/lib/domain/constants';
import { readCookie } from '@/lib/api/cookies';
import { useSessionStore } from '@/lib/stores/session-store';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { GUEST_TOKEN, MEMBER_TOKEN, guestUser, memberUser } from '@/tests/mocks/data';
import { renderWithAuth, setUpAuthTests } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const api = startMockApi();

setUpAuthTests({ asGuest: false });

const asMember = () => {
  setCookie(COOKIES.token, MEMBER_TOKEN);
  useSessionStore.setState({ token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
};

describe('AccountButton', () => {
  it('holds a placeholder, not "Đăng nhập", before the session is known', () => {
    renderWithAuth(<AccountButton />);
    expect(screen.getByTestId('account-pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đăng nhập' })).not.toBeInTheDocument();
  });

  it("keeps the placeholder while a returning member's token is checked", () => {
    useSessionStore.setState({ token: MEMBER_TOKEN, isGuest: false, user: null, status: 'loading' });
    renderWithAuth(<AccountButton />);
    expect(screen.getByTestId('account-pending')).toBeInTheDocument();
  });

  it('offers log-in and sign-up to a guest', async () => {
    useSessionStore.setState({ token: GUEST_TOKEN, isGuest: true, user: guestUser, status: 'ready' });
    renderWithAuth(<AccountButton />);
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Tạo tài khoản');
  });

  it("shows a member's avatar and display name, with the account page in the menu", async () => {
    asMember();
    renderWithAuth(<AccountButton />);
    const trigger = await screen.findByRole('button', { name: `Tài khoản: ${memberUser.displayName}` });
    expect(screen.getByTestId('member-name')).toHaveTextContent(memberUser.displayName);
    fireEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Tài khoản của tôi' })).toHaveAttribute('href', '/tai-khoan/account');
  });

  it('logs out from the menu and becomes a guest with a new guest session', async () => {
    asMember();
    renderWithAuth(<AccountButton />);
    fireEvent.click(await screen.findByRole('button', { name: `Tài khoản: ${memberUser.displayName}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(api.calls(user.logout.path)).toHaveLength(1);
    expect(readCookie(COOKIES.token)).toBeNull();
    await waitFor(() => expect(readCookie(COOKIES.guestToken)).toBe(GUEST_TOKEN));
    expect(await screen.findByText('Bạn đã đăng xuất.')).toBeInTheDocument();
  });
});
