import type { ReactNode } from 'react';
import { RequestedPathProvider } from '@/components/app/requested-path';
import { displayPath, localizedPath } from '@/components/app/locale-path';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale';

interface CatchAllLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string; rest: string[] }>;
}

// A not-found file receives no params; this layout passes the unmatched path down to it.
export default async function CatchAllLayout({ children, params }: CatchAllLayoutProps) {
  const { locale, rest } = await params;
  const path = localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, `/${rest.map(displayPath).join('/')}`);
  return <RequestedPathProvider path={path}>{children}</RequestedPathProvider>;
}
