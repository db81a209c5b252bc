import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import { testQueryClient } from '@/components/schedule/test-utils';
import type { Comment } from '@/lib/contract/comments';
import auth from '@/messages/vi/auth.json';
import comments from '@/messages/vi/comments.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import saved from '@/messages/vi/saved.json';
import { memberUser } from '@/tests/mocks/data';

export const ARTICLE_ID = 42;

/** Renders with the article page's messages, a fresh query client and the toaster. */
export function renderWithComments(ui: ReactElement): RenderResult {
  const queryClient = testQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ auth, comments, common, errors, saved }}>
          {children}
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

let nextId = 100;

export function makeComment(over: Partial<Comment> = {}): Comment {
  nextId += 1;
  return {
    id: nextId,
    parentId: null,
    author: { userId: 900, displayName: 'Trần Minh Châu', profilePicture: null, siteRoleId: 1 },
    body: 'Trận này hay quá!',
    lang: 'vi',
    state: 'visible',
    createdAt: Date.now() - 5 * 60_000,
    replyCount: 0,
    reactions: {},
    myReaction: null,
    mine: false,
    reported: false,
    reportCount: 0,
    ...over,
  };
}

/** A comment the signed-in test member wrote. */
export const myComment = (over: Partial<Comment> = {}): Comment =>
  makeComment({ author: { userId: memberUser.userId, displayName: memberUser.displayName, profilePicture: null, siteRoleId: 1 }, mine: true, ...over });
