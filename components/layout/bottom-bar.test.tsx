import type { AnchorHTMLAttributes } from 'react';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import common from '@/messages/vi/common.json';
import enCommon from '@/messages/en/common.json';
import { BottomBar } from './bottom-bar';

const nav = vi.hoisted(() => ({ pathname: '/' }));

// next-intl's navigation module imports 'next/navigation', which vitest cannot resolve as ESM.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
  usePathname: () => nav.pathname,
}));

function renderBar(locale: 'vi' | 'en' = 'vi') {
  return render(
    <NextIntlClientProvider locale={locale} messages={{ common: locale === 'vi' ? common : enCommon }}>
      <BottomBar />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  nav.pathname = '/';
});

describe('BottomBar', () => {
  it('shows menu, live info, home, chat and account, in that order', () => {
    renderBar();
    const bar = screen.getByRole('navigation', { name: 'Điều hướng nhanh' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Menu', 'Lịch live', 'Trang chủ', 'Chat', 'Tài khoản']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/menu', '/lich-truc-tiep', '/', '/chatroom', '/tai-khoan/account']);
  });

  it('gives every item an icon', () => {
    renderBar();
    for (const link of screen.getAllByRole('link')) expect(link.querySelector('svg')).not.toBeNull();
  });

  it('marks the item of the current page', () => {
    nav.pathname = '/chatroom/kham-pha';
    renderBar();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
  });

  it('marks home only on the home page itself', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('is translated', () => {
    renderBar('en');
    expect(screen.getByRole('link', { name: 'Live info' })).toHaveAttribute('href', '/lich-truc-tiep');
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
  });
});
