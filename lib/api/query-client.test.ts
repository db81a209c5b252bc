import { describe, expect, it, vi } from 'vitest';
import { getQueryClient, makeQueryClient, QUERY_STALE_MS } from './query-client';
import { setApiLocale } from './request-context';
import { initialSessionState, useSessionStore } from '@/lib/stores/session-store';
import type { UserInfo } from '@/lib/contract/user';

vi.mock('@/lib/observability/report', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/observability/report')>()),
  reportError: vi.fn(),
}));

describe('query client', () => {
  it('uses the agreed defaults: 30 s fresh, no refetch on window focus', () => {
    const queries = makeQueryClient().getDefaultOptions().queries;
    expect([queries?.staleTime, queries?.refetchOnWindowFocus]).toEqual([QUERY_STALE_MS, false]);
  });

  it('shares one client in the browser', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('marks cached answers stale when the locale changes, since they are translated', () => {
    setApiLocale('vi');
    const client = getQueryClient();
    client.setQueryData(['resources', 'marquee'], []);
    setApiLocale('en');
    expect(client.getQueryState(['resources', 'marquee'])?.isInvalidated).toBe(true);
    setApiLocale('vi');
  });

  it('drops what a member was shown when the member logs out', () => {
    const client = getQueryClient();
    const member: UserInfo = { userId: 7, displayName: 'Lan', siteRoleId: 1, nickname: null, profilePicture: null, isGuest: false };
    useSessionStore.setState({ ...initialSessionState, token: 't', isGuest: false, user: member, status: 'ready' });
    client.setQueryData(['inbox', 'list'], [{ id: 1, text: 'private' }]);
    client.setQueryData(['resources', 'marquee'], ['public']);
    useSessionStore.setState({ ...initialSessionState, token: 'g', isGuest: true, user: null, status: 'ready' });
    expect(client.getQueryData(['inbox', 'list'])).toBeUndefined();
    expect(client.getQueryData(['resources', 'marquee'])).toBeUndefined();
  });

  it('keeps the cache when a guest becomes a member', () => {
    useSessionStore.setState({ ...initialSessionState, token: 'g', isGuest: true, status: 'ready' });
    const client = getQueryClient();
    client.setQueryData(['resources', 'marquee'], ['public']);
    const member: UserInfo = { userId: 8, displayName: 'Minh', siteRoleId: 1, nickname: null, profilePicture: null, isGuest: false };
    useSessionStore.setState({ ...initialSessionState, token: 't', isGuest: false, user: member, status: 'ready' });
    expect(client.getQueryData(['resources', 'marquee'])).toEqual(['public']);
  });
});
