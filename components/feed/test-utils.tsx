import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import { testQueryClient } from '@/components/schedule/test-utils';
import type { FeedPage } from '@/lib/api/queries/feed';
import type { Post, PostAuthor } from '@/lib/contract/feed';
import auth from '@/messages/vi/auth.json';
import comments from '@/messages/vi/comments.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import feed from '@/messages/vi/feed.json';
import { memberUser } from '@/tests/mocks/data';
import { FeedViewerProvider } from './feed-viewer';

export const ZONE = 'Asia/Ho_Chi_Minh';

/** Renders as a feed page does: its messages, a fresh query client, the reader and the toaster. */
export function renderFeed(ui: ReactElement, { viewer = 0, client = testQueryClient() }: { viewer?: number; client?: QueryClient } = {}): RenderResult & { client: QueryClient } {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="vi" timeZone={ZONE} messages={{ auth, comments, common, errors, feed }}>
          <FeedViewerProvider serverViewer={viewer} timeZone={ZONE} renderedAt={Date.now()}>
            {children}
          </FeedViewerProvider>
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return Object.assign(render(ui, { wrapper: Providers }), { client });
}

export const friendAuthor: PostAuthor = { userId: 900, displayName: 'Trần Minh Châu', username: 'chau.tran', profilePicture: null, siteRoleId: 1, level: 7 };
export const meAsAuthor: PostAuthor = { userId: memberUser.userId, displayName: memberUser.displayName, username: 'an.nguyen', profilePicture: null, siteRoleId: 1, level: 3 };

let nextId = 500;

export function makePost(over: Partial<Post> = {}): Post {
  nextId += 1;
  return {
    id: nextId,
    author: friendAuthor,
    body: 'Trận này hay quá! #VLeague',
    mentions: [],
    hashtags: ['vleague'],
    images: [],
    poll: null,
    match: null,
    group: null,
    place: null,
    audience: 'public',
    state: 'visible',
    createdAt: Date.now() - 10 * 60_000,
    editedAt: null,
    lang: 'vi',
    shared: null,
    isShare: false,
    reactions: {},
    myReaction: null,
    commentCount: 0,
    shareCount: 0,
    saved: false,
    mine: false,
    reported: false,
    editableUntil: null,
    ...over,
  };
}

/** A post the signed-in test member wrote, still inside its edit window. */
export const myPost = (over: Partial<Post> = {}): Post =>
  makePost({ author: meAsAuthor, mine: true, editableUntil: Date.now() + 20 * 60_000, ...over });

export const page = (list: Post[], nextCursor: string | null = null): FeedPage => ({ list, nextCursor });
