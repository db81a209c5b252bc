import type { ReactNode } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { prefetchedState } from './server-query';

// Its own module: a page that only reads data on the server must not ship the query cache's
// hydration code, and a page's client code is whatever its server modules import.

/** Hands the request's prefetched queries to the browser's query cache, once per page. */
export function Hydrate({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={prefetchedState()}>{children}</HydrationBoundary>;
}
