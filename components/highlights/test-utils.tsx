import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import { testQueryClient, ZONE } from '@/components/schedule/test-utils';
import auth from '@/messages/vi/auth.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import highlights from '@/messages/vi/highlights.json';
import player from '@/messages/vi/player.json';
import saved from '@/messages/vi/saved.json';

/** Renders with the clip page's messages, a fresh query client and the toaster. */
export function renderHighlights(ui: ReactElement): RenderResult {
  const queryClient = testQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="vi" timeZone={ZONE} messages={{ auth, common, errors, highlights, player, saved }}>
          {children}
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
