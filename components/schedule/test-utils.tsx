import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import { initialSessionState, useSessionStore } from '@/lib/stores/session-store';
import auth from '@/messages/vi/auth.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import home from '@/messages/vi/home.json';
import liveModes from '@/messages/vi/liveModes.json';
import schedule from '@/messages/vi/schedule.json';
import { setCookie } from '@/tests/mocks/api-test-kit';
import { MEMBER_TOKEN, memberUser } from '@/tests/mocks/data';

export const ZONE = 'Asia/Ho_Chi_Minh';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders as the default layout does: Vietnamese messages, a query client and the toaster. */
export function renderSchedule(ui: ReactElement, queryClient: QueryClient = testQueryClient()): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="vi" timeZone={ZONE} messages={{ common, errors, auth, home, liveModes, schedule }}>
          {children}
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

export function signInMember(): void {
  setCookie('token', MEMBER_TOKEN);
  useSessionStore.setState({ ...initialSessionState, token: MEMBER_TOKEN, isGuest: false, user: memberUser, status: 'ready' });
}

export function beGuest(): void {
  useSessionStore.setState({ ...initialSessionState, status: 'ready' });
}
