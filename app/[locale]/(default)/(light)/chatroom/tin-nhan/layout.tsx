import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/app/query-provider';

/** The private messages change server data from many islands: they share the query cache. */
export default function ChatLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
