import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import type { MissionItem } from '@/lib/contract/engagement';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import members from '@/messages/vi/members.json';

/** Renders with the Vietnamese member messages and the toaster. */
export function renderMembers(ui: ReactElement): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, errors, members }}>
        {children}
        <ToasterView />
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

export function mission(over: Partial<MissionItem> & Pick<MissionItem, 'id'>): MissionItem {
  return { target: 1, progress: 0, points: 10, complete: false, claimed: false, ...over };
}
