import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import auth from '@/messages/vi/auth.json';
import common from '@/messages/vi/common.json';
import { memberUser } from '@/tests/mocks/data';
import { MemberMenu } from './member-menu';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

function openMenuOf(siteRoleId: number) {
  render(
    <NextIntlClientProvider locale="vi" messages={{ auth, common }}>
      <MemberMenu user={{ ...memberUser, siteRoleId }} />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: `Tài khoản: ${memberUser.displayName}` }));
}

describe('MemberMenu', () => {
  it('gives an editor a link to the newsroom', () => {
    openMenuOf(SITE_ROLE.editor);
    expect(screen.getByRole('link', { name: auth.actions.newsroom })).toHaveAttribute('href', '/toa-soan');
  });

  it('gives a commentator a link to the broadcast studio', () => {
    openMenuOf(SITE_ROLE.commentator);
    expect(screen.getByRole('link', { name: auth.actions.studio })).toHaveAttribute('href', '/studio');
  });

  it('never shows a member that the newsroom or the studio exists', () => {
    openMenuOf(SITE_ROLE.member);
    expect(screen.getByRole('link', { name: auth.actions.account })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: auth.actions.newsroom })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: auth.actions.studio })).not.toBeInTheDocument();
  });
});
