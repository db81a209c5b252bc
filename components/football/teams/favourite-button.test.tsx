import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { primeLiveQuery, resetLiveQueries } from '@/lib/api/live-query';
import { scoresKeys } from '@/lib/api/queries/football-scores';
import { favouriteTeamAdd, favouriteTeamList, favouriteTeamRemove } from '@/lib/contract/football';
import { initialSessionState, resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import teams from '@/messages/vi/teams.json';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { FavouriteButton } from './favourite-button';

const refresh = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ refresh }) }));

const api = startMockApi();
const TEAM = { id: 11, name: 'Hà Nội FC' };

// No query cache around it: the team page that holds it does not load one.
function renderButton(initial: boolean, refreshOnChange = false) {
  return render(
    <NextIntlClientProvider locale="vi" messages={{ common, errors, teams }}>
      <FavouriteButton team={TEAM} initial={initial} refreshOnChange={refreshOnChange} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
  refresh.mockReset();
});
afterEach(() => {
  resetSessionStore();
  resetLiveQueries();
});

function signInMember() {
  setCookie('token', MEMBER_TOKEN);
  useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
}

describe('FavouriteButton', () => {
  it('opens the login form for a guest and calls nothing', () => {
    useSessionStore.setState({ ...initialSessionState, status: 'ready' });
    renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào yêu thích' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.requests).toHaveLength(0);
  });

  it('adds and then removes the team for a member', async () => {
    signInMember();
    server.use(mockEndpoint(favouriteTeamAdd, null), mockEndpoint(favouriteTeamRemove, null));
    renderButton(false, true);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào yêu thích' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bỏ yêu thích' })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls('/live/api/user/favourite-team/add')).toHaveLength(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ yêu thích' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thêm vào yêu thích' })).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls('/live/api/user/favourite-team/remove')).toHaveLength(1);
  });

  it('keeps the team as it was when a change is refused, and makes the schedule stars stale after one that worked', async () => {
    signInMember();
    primeLiveQuery(scoresKeys.favouriteTeams(memberUser.userId), new Set<number>());
    server.use(mockEndpoint(favouriteTeamAdd, null), mockFailure(favouriteTeamRemove, 500), mockEndpoint(favouriteTeamList, []));
    renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào yêu thích' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bỏ yêu thích' })).toHaveAttribute('aria-pressed', 'true'));
    // The stars' list is asked for again (the button itself watches it, so it refetches at once).
    await waitFor(() => expect(api.calls(favouriteTeamList.path)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ yêu thích' }));
    await waitFor(() => expect(api.calls('/live/api/user/favourite-team/remove')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bỏ yêu thích' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Bỏ yêu thích' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes the member’s favourites from the browser’s own list on a page shared by everyone', async () => {
    signInMember();
    primeLiveQuery(scoresKeys.favouriteTeams(memberUser.userId), new Set([TEAM.id]));
    render(
      <NextIntlClientProvider locale="vi" messages={{ common, errors, teams }}>
        <FavouriteButton team={TEAM} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Bỏ yêu thích' })).toHaveAttribute('aria-pressed', 'true');
    act(() => useSessionStore.setState({ ...initialSessionState, status: 'ready' }));
    expect(screen.getByRole('button', { name: 'Thêm vào yêu thích' })).toHaveAttribute('aria-pressed', 'false');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('renders the page again once a guest logs in, not when the session first settles', () => {
    useSessionStore.setState({ ...initialSessionState, status: 'ready' });
    renderButton(false);
    expect(refresh).not.toHaveBeenCalled();
    act(() => useSessionStore.setState({ token: MEMBER_TOKEN, isGuest: false, user: memberUser }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
