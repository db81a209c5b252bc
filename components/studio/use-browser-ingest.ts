'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api/lazy-client';
import { studioTicket } from '@/lib/contract/studio-calls';
import { BrowserIngest, type IngestEvent } from './browser-ingest';

export type IngestStatus = { type: 'idle' } | IngestEvent;

async function requestTicket(): Promise<{ ok: true; path: string } | { ok: false; status: number }> {
  const result = await apiRequest(studioTicket, { body: {} });
  return result.ok ? { ok: true, path: result.data.path } : { ok: false, status: result.status };
}

/**
 * Sends a stream from this page; `onEvent` hears every change (the studio then asks the server how
 * the broadcast stands). The socket closes when the page leaves.
 */
export function useBrowserIngest(onEvent: (event: IngestEvent) => void): { status: IngestStatus; start(stream: MediaStream): void; stop(): void } {
  const [status, setStatus] = useState<IngestStatus>({ type: 'idle' });
  const current = useRef<BrowserIngest | null>(null);
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  }, [onEvent]);

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setStatus({ type: 'idle' });
  }, []);

  const start = useCallback((stream: MediaStream) => {
    current.current?.stop();
    const ingest = new BrowserIngest(stream, {
      requestTicket,
      onEvent: (event) => {
        if (current.current !== ingest) return;
        setStatus(event);
        listener.current(event);
      },
    });
    current.current = ingest;
    void ingest.start();
  }, []);

  useEffect(() => () => current.current?.stop(), []);
  return { status, start, stop };
}
