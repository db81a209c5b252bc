'use client';

import { useEffect } from 'react';
import { COOKIES } from '@/lib/domain/constants';
import { writeCookie } from '@/lib/api/cookies';
import { whenIdle } from '@/lib/browser/when-idle';
import { browserTimezone, TIMEZONE_COOKIE_MAX_AGE_S } from './timezone';

/** Tells the server the viewer's time zone, so server-rendered times match the viewer's clock. */
export function TimezoneCookie() {
  // Reading the zone wakes the browser's time-zone data, a long step on a slow phone: it waits for a quiet moment.
  useEffect(
    () =>
      whenIdle(() => {
        const { zone, offsetMinutes } = browserTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone, Date.now());
        writeCookie(COOKIES.timezone, zone, TIMEZONE_COOKIE_MAX_AGE_S);
        writeCookie(COOKIES.tzOffset, String(offsetMinutes), TIMEZONE_COOKIE_MAX_AGE_S);
      }, 2000),
    [],
  );
  return null;
}
