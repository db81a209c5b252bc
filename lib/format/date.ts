import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIME_FORMAT, OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when Intl knows it, else OFFSET_FALLBACK_ZONE: zones come from cookies and can be anything. */
export function resolveZone(zone: string | undefined): string {
  return zone !== undefined && zone.length > 0 && isValidZone(zone) ? zone : OFFSET_FALLBACK_ZONE;
}

export function formatInZone(epochMs: number, zone: string, format: string): string {
  return dayjs(epochMs).tz(resolveZone(zone)).format(format);
}

/** "HH:mm DD/MM/YYYY" by default (spec §9). */
export function formatDateTime(epochMs: number, zone: string, format: string = DEFAULT_TIME_FORMAT): string {
  return formatInZone(epochMs, zone, format);
}

export function formatKickoff(epochMs: number, zone: string): string {
  return formatInZone(epochMs, zone, 'HH:mm');
}

/** The calendar day ("YYYY-MM-DD") `epochMs` falls on in `zone`. */
export function calendarDay(epochMs: number, zone: string): string {
  return formatInZone(epochMs, zone, 'YYYY-MM-DD');
}

/** Minutes east of UTC (Asia/Bangkok gives 420) at `at`, falling back to OFFSET_FALLBACK_ZONE for an invalid zone. */
export function zoneOffsetMinutes(zone: string, at: number = Date.now()): number {
  return dayjs(at).tz(resolveZone(zone)).utcOffset();
}
