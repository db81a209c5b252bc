import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/app/query-provider';

/** Every default-layout page but the home page: their islands read server data through the query cache. */
export default function DataPagesLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
