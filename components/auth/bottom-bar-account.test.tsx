import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomBar } from '@/components/layout/bottom-bar';
import common from '@/messages/vi/common.json';
import { resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import { GUEST_TOKEN, MEMBER_TOKEN, guestUser, memberUser } from '@/tests/mocks/data';
import { useAuthDialog } from './auth-dialog-store';
import { resetAuthDialog } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
  usePathname: () => '/',
}));

function clickAccount(init?: MouseEventInit): boolean {
  render(
    <NextIntlClientProvider locale="vi" messages={{ common }}>
      <BottomBar />
    </NextIntlClientProvider>,
  );
  const link = screen.getByRole('link', { name: 'Tài khoản' });
  expect(link).toHaveAttribute('href', '/tai-khoan/account');
  // fireEvent answers false when the click's default action was prevented.
  return fireEvent.click(link, init);
}

beforeEach(() => {
  resetAuthDialog();
  resetSessionStore();
});
afterEach(resetSessionStore);

describe("the bottom bar's account item", () => {
  it('opens the log-in dialog for a guest instead of following the link', () => {
    useSessionStore.setState({ token: GUEST_TOKEN, isGuest: true, user: guestUser, status: 'ready' });
    expect(clickAccount()).toBe(false);
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
  });

  it('lets a guest open the link in a new tab', () => {
    useSessionStore.setState({ token: GUEST_TOKEN, isGuest: true, user: guestUser, status: 'ready' });
    expect(clickAccount({ ctrlKey: true })).toBe(true);
    expect(useAuthDialog.getState().isOpen).toBe(false);
  });

  it('stays a link to the account page for a member', () => {
    useSessionStore.setState({ token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
    expect(clickAccount()).toBe(true);
    expect(useAuthDialog.getState().isOpen).toBe(false);
  });
});
