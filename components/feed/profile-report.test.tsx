import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { installDialogPolyfill } from '@/components/auth/test-utils';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { feedList, feedProfile } from '@/lib/contract/feed';
import { reviewReportMember } from '@/lib/contract/review';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ProfileView } from './profile-view';
import { friendAuthor, meAsAuthor, page, renderFeed } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const VIEWER = 42;
const REPORT = '/other/api/review/report-member';

const profileOf = (over: Partial<FeedProfile> = {}): FeedProfile => ({
  author: friendAuthor,
  bio: '',
  bioLang: null,
  cover: null,
  joinedAt: Date.UTC(2024, 2, 5, 3),
  favouriteTeams: [],
  counts: { posts: 0, friends: 0, groups: 0 },
  friends: [],
  groups: [],
  relation: 'none',
  reported: false,
  ...over,
});

/** The profile page of `profile`, its header once drawn. */
async function showProfile(profile: FeedProfile, viewer = VIEWER) {
  server.use(mockEndpoint(feedProfile, profile), mockEndpoint(feedList, page([])));
  renderFeed(<ProfileView userId={profile.author.userId} />, { viewer });
  return screen.findByTestId('profile-header');
}

function openReport(header: HTMLElement) {
  fireEvent.click(within(header).getByRole('button', { name: 'Tuỳ chọn thành viên' }));
  fireEvent.click(within(header).getByRole('button', { name: 'Báo cáo thành viên' }));
  return within(header).getByTestId('member-report');
}

describe('Reporting a member from their profile', { timeout: 15_000 }, () => {
  const api = startMockApi();
  beforeAll(installDialogPolyfill);

  it('sends the chosen reason, thanks the member and offers no second report', async () => {
    signInMember();
    const sent = vi.fn();
    server.use(
      mockEndpoint(reviewReportMember, ({ body }) => {
        sent(body);
        return { userId: body.userId, reported: true };
      }),
    );
    const header = await showProfile(profileOf());
    const panel = openReport(header);
    expect(within(panel).getByRole('group', { name: 'Vì sao bạn báo cáo Trần Minh Châu?' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Mạo danh người khác' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Gửi báo cáo' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ userId: friendAuthor.userId, reason: 'impersonation' }));
    expect(await screen.findByText('Cảm ơn, chúng tôi đã nhận được báo cáo.')).toBeInTheDocument();
    await waitFor(() => expect(within(header).queryByTestId('member-report')).toBeNull());
    fireEvent.click(within(header).getByRole('button', { name: 'Tuỳ chọn thành viên' }));
    expect(within(header).queryByRole('button', { name: 'Báo cáo thành viên' })).toBeNull();
    expect(within(header).getByText('Bạn đã báo cáo thành viên này, đội ngũ kiểm duyệt đang xem xét.')).toBeInTheDocument();
  });

  it('says kindly that an earlier report still waits when the server answers 409', async () => {
    signInMember();
    server.use(mockEndpoint(reviewReportMember, () => errorResponse(409, 'userId: already reported')));
    const header = await showProfile(profileOf({ relation: 'friends' }));
    fireEvent.click(within(openReport(header)).getByRole('button', { name: 'Gửi báo cáo' }));
    expect(await within(header).findByRole('status')).toHaveTextContent('Bạn đã báo cáo thành viên này, đội ngũ kiểm duyệt đang xem xét.');
    expect(screen.queryByText('Việc này đã được thực hiện hoặc đã hết hạn.')).toBeNull();
    expect(within(header).queryByTestId('member-report')).toBeNull();
  });

  it('remembers a report still waiting for staff after a reload: the menu says so and offers no second one', async () => {
    signInMember();
    const header = await showProfile(profileOf({ reported: true }));
    fireEvent.click(within(header).getByRole('button', { name: 'Tuỳ chọn thành viên' }));
    expect(within(header).queryByRole('button', { name: 'Báo cáo thành viên' })).toBeNull();
    expect(within(header).getByText('Bạn đã báo cáo thành viên này, đội ngũ kiểm duyệt đang xem xét.')).toBeInTheDocument();
  });

  it('lets the member change their mind without sending anything', async () => {
    signInMember();
    const header = await showProfile(profileOf());
    fireEvent.click(within(openReport(header)).getByRole('button', { name: 'Huỷ' }));
    expect(within(header).queryByTestId('member-report')).toBeNull();
    expect(api.calls(REPORT)).toHaveLength(0);
  });

  it('asks a guest to log in instead of offering the reasons', async () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    const header = await showProfile(profileOf(), 0);
    fireEvent.click(within(header).getByRole('button', { name: 'Tuỳ chọn thành viên' }));
    fireEvent.click(within(header).getByRole('button', { name: 'Báo cáo thành viên' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(within(header).queryByTestId('member-report')).toBeNull();
    expect(api.calls(REPORT)).toHaveLength(0);
  });

  it('offers no report on the member’s own profile', async () => {
    signInMember();
    const header = await showProfile(profileOf({ author: meAsAuthor, relation: 'self' }));
    expect(within(header).getByRole('button', { name: 'Sửa trang cá nhân' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Tuỳ chọn thành viên' })).toBeNull();
  });
});
