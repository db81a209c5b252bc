import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ToasterView from '@/components/app/toaster-view';
import { signInMember } from '@/components/schedule/test-utils';
import { blockedMembersQuery, friendListsQuery, friendStatusQuery } from '@/lib/api/queries/friends';
import * as friends from '@/lib/contract/friends';
import type { FriendLists } from '@/lib/contract/friends';
import { resetSessionStore } from '@/lib/stores/session-store';
import common from '@/messages/vi/common.json';
import community from '@/messages/vi/community.json';
import errors from '@/messages/vi/errors.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { memberUser } from '@/tests/mocks/data';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { FriendsView } from './friends-view';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const api = startMockApi();
const T = community.friends;
const viewer = memberUser.userId;
const lan = { userId: 41, displayName: 'Lan', profilePicture: null };
const minh = { userId: 42, displayName: 'Minh', profilePicture: null };

/** What the server knows; the mock API answers from it and the moves change it. */
let lists: FriendLists;

beforeEach(() => {
  signInMember();
  lists = { friends: [], incoming: [{ ...lan, requestedAt: 1 }], outgoing: [] };
  server.use(
    mockEndpoint(friends.friendList, () => lists),
    mockEndpoint(friends.blockedList, []),
    mockEndpoint(friends.friendRespond, ({ body }) => {
      lists = { ...lists, incoming: [], friends: body.accept ? [{ ...lan, since: 2 }] : [] };
      return { status: body.accept ? ('friends' as const) : ('none' as const) };
    }),
    mockEndpoint(friends.memberSearch, () => [{ ...minh, status: lists.outgoing.length > 0 ? ('pending-out' as const) : ('none' as const) }]),
    mockEndpoint(friends.friendSendRequest, () => {
      lists = { ...lists, outgoing: [{ ...minh, requestedAt: 3 }] };
      return { status: 'pending' as const };
    }),
  );
});
afterEach(resetSessionStore);

function renderFriends(client: QueryClient) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, errors, community }}>
          {children}
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(<FriendsView viewer={viewer} timeZone="Asia/Ho_Chi_Minh" />, { wrapper: Providers });
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** As the page hands them over: both lists already read on the server. */
function hydratedClient(): QueryClient {
  const client = newClient();
  client.setQueryData(friendListsQuery(viewer).queryKey, lists);
  client.setQueryData(blockedMembersQuery(viewer).queryKey, []);
  return client;
}

describe('FriendsView', () => {
  it('draws the lists the page brought, and after accepting a request reads them again', async () => {
    const client = hydratedClient();
    renderFriends(client);
    const incoming = screen.getByTestId('friend-incoming');
    expect(incoming).toHaveTextContent('Lan');
    expect(api.calls(friends.friendList.path)).toHaveLength(0);

    fireEvent.click(within(incoming).getByRole('button', { name: T.accept }));
    expect(await screen.findByText(T.done)).toBeInTheDocument();
    expect(screen.getByTestId('friend-list')).toHaveTextContent('Lan');
    expect(incoming).toHaveTextContent(T.noIncoming);
    // The private chat reads the same status: it knows at once that the two are friends.
    expect(client.getQueryData(friendStatusQuery(lan.userId, viewer).queryKey)).toBe('friends');
  });

  it('asks a found member to be friends, and the search and the sent list both show it', async () => {
    renderFriends(hydratedClient());
    fireEvent.change(screen.getByLabelText(T.searchLabel), { target: { value: 'Minh' } });
    fireEvent.click(screen.getByRole('button', { name: T.search }));
    const results = await screen.findByTestId('friend-search-results');
    fireEvent.click(within(results).getByRole('button', { name: T.add }));
    await waitFor(() => expect(within(results).getByText(T.sent)).toBeInTheDocument());
    expect(screen.getByTestId('friend-outgoing')).toHaveTextContent('Minh');
  });

  it('asks for lists the page could not bring, with a retry when that fails too', async () => {
    server.use(mockEndpoint(friends.friendList, () => errorResponse(500)));
    renderFriends(newClient());
    const retry = await screen.findByRole('button', { name: T.retry });
    expect(screen.getByText(T.loadFailed)).toBeInTheDocument();
    server.use(mockEndpoint(friends.friendList, () => lists));
    fireEvent.click(retry);
    expect(await screen.findByTestId('friend-incoming')).toHaveTextContent('Lan');
  });
});
