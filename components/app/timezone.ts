import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import { isValidZone, zoneOffsetMinutes } from '@/lib/format/date';

export const TIMEZONE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface BrowserTimezone {
  zone: string;
  offsetMinutes: number;
}

/** The browser's own zone and offset, with the spec's fallback zone when the browser gives none we know. */
export function browserTimezone(resolved: string | undefined, at: number): BrowserTimezone {
  const zone = resolved && isValidZone(resolved) ? resolved : OFFSET_FALLBACK_ZONE;
  return { zone, offsetMinutes: zoneOffsetMinutes(zone, at) };
}
