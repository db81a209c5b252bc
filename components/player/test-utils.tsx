import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import player from '@/messages/vi/player.json';

/** Renders player components with the Vietnamese messages, as the live-room layout does. */
export function renderPlayer(ui: ReactElement): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ player }}>
        {children}
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
