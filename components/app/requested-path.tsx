'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { displayPath } from './locale-path';

const RequestedPathContext = createContext<string | null>(null);

/** Hands the path of the request to a not-found page below (not-found files receive no params). */
export function RequestedPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <RequestedPathContext.Provider value={path}>{children}</RequestedPathContext.Provider>;
}

const subscribe = () => () => undefined;

/**
 * The requested path: from a provider when the route knows it, else the address bar
 * (read after hydration, so server and client render the same first).
 */
export function RequestedPath() {
  const known = useContext(RequestedPathContext);
  const path = useSyncExternalStore(
    subscribe,
    () => known ?? displayPath(window.location.pathname),
    () => known ?? '',
  );
  return <code className="font-mono text-[0.95em] break-all text-accent">{path}</code>;
}
