'use client';

import { useEffect } from 'react';
import { COOKIES } from '@/lib/domain/constants';
import { writeCookie } from '@/lib/api/cookies';
import { whenIdle } from '@/lib/browser/when-idle';
import { browserTimezone, TIMEZONE_COOKIE_MAX_AGE_S, type BrowserTimezone } from './timezone';

const readHere = () => browserTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone, Date.now());

function remember({ zone, offsetMinutes }: BrowserTimezone) {
  writeCookie(COOKIES.timezone, zone, TIMEZONE_COOKIE_MAX_AGE_S);
  writeCookie(COOKIES.tzOffset, String(offsetMinutes), TIMEZONE_COOKIE_MAX_AGE_S);
}

const isTimezone = (value: unknown): value is BrowserTimezone =>
  typeof value === 'object' && value !== null && typeof (value as BrowserTimezone).zone === 'string' && Number.isFinite((value as BrowserTimezone).offsetMinutes);

/** Asks a worker for the zone, so loading the time-zone data never blocks the page; null where workers are missing. */
function readInWorker(onZone: (tz: BrowserTimezone) => void): (() => void) | null {
  if (typeof Worker !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./timezone.worker.ts', import.meta.url));
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<unknown>) => {
    if (isTimezone(event.data)) onZone(event.data);
    worker.terminate();
  };
  // A worker that cannot start (a strict policy, an old browser) leaves the work to the page after all.
  worker.onerror = () => {
    worker.terminate();
    onZone(readHere());
  };
  return () => worker.terminate();
}

/** Tells the server the viewer's time zone, so server-rendered times match the viewer's clock. */
export function TimezoneCookie() {
  useEffect(() => {
    let stopWorker: (() => void) | null = null;
    const cancelIdle = whenIdle(() => {
      stopWorker = readInWorker(remember);
      if (!stopWorker) remember(readHere());
    }, 2000);
    return () => {
      cancelIdle();
      stopWorker?.();
    };
  }, []);
  return null;
}
