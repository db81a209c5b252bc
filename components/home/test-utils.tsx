import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import common from '@/messages/vi/common.json';
import home from '@/messages/vi/home.json';
import liveModes from '@/messages/vi/liveModes.json';

/** A client whose queries never retry, so a failing mock shows its state at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders home components as the default layout does: Vietnamese messages and a query client. */
export function renderHome(ui: ReactElement, queryClient: QueryClient = testQueryClient()): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, home, liveModes }}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
