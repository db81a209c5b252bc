'use client';

import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * The query cache for pages whose islands read and change server data (schedules, rooms, chat, tips…).
 * Not in the root: the home page and the shell poll their few values without it, to stay light.
 * Server: a fresh client per render; browser: one shared client (lib/api/query-client). Nested inside
 * another provider it keeps that one's client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={outer ?? getQueryClient()}>{children}</QueryClientProvider>;
}
