import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import { testQueryClient, ZONE } from '@/components/schedule/test-utils';
import type { Locale } from '@/lib/domain/locale';
import enStudio from '@/messages/en/studio.json';
import viStudio from '@/messages/vi/studio.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';

export { ZONE };

/** Renders in the studio's messages (Vietnamese unless asked), with a fresh query client and the toaster. */
export function renderStudio(ui: ReactElement, locale: Locale = 'vi'): RenderResult {
  const queryClient = testQueryClient();
  const studio = locale === 'en' ? enStudio : viStudio;
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale={locale} timeZone={ZONE} messages={{ common, errors, studio }}>
          {children}
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
