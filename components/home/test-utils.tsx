import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { resetLiveQueries } from '@/lib/api/live-query';
import common from '@/messages/vi/common.json';
import home from '@/messages/vi/home.json';
import liveModes from '@/messages/vi/liveModes.json';

/** Renders home components as the home page does: Vietnamese messages, and no value kept from an earlier test. */
export function renderHome(ui: ReactElement): RenderResult {
  resetLiveQueries();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, home, liveModes }}>
        {children}
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
