import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/domain/locale';
import en from '@/messages/en/common.json';
import vi from '@/messages/vi/common.json';
import zh from '@/messages/zh/common.json';

const COMMON = { vi, en, zh } satisfies Record<Locale, object>;

/** Renders score components with the shared messages of one language. */
export function renderScores(ui: ReactElement, locale: Locale = 'vi'): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} timeZone="Asia/Ho_Chi_Minh" messages={{ common: COMMON[locale] }}>
        {children}
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
