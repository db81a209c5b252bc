import { DEFAULT_TIME_FORMAT, OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';

// Built on Intl alone: a date library would add kilobytes to every page for what the browser already knows.

type Field = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss';
type Parts = Record<Field, string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

const PART_FIELD: Partial<Record<Intl.DateTimeFormatPartTypes, Field>> = {
  year: 'YYYY',
  month: 'MM',
  day: 'DD',
  hour: 'HH',
  minute: 'mm',
  second: 'ss',
};

function partsIn(epochMs: number, zone: string): Parts {
  const parts: Parts = { YYYY: '', MM: '', DD: '', HH: '', mm: '', ss: '' };
  for (const p of formatterFor(zone).formatToParts(epochMs)) {
    const field = PART_FIELD[p.type];
    if (field) parts[field] = p.value;
  }
  return parts;
}

/**
 * Whether Intl knows the zone. A known zone's formatter is kept, so asking again costs a lookup: a list
 * of a hundred kick-offs asked it for every row, and building a formatter is a long step on a phone.
 */
export function isValidZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when Intl knows it, else OFFSET_FALLBACK_ZONE: zones come from cookies and can be anything. */
export function resolveZone(zone: string | undefined): string {
  return zone !== undefined && zone.length > 0 && isValidZone(zone) ? zone : OFFSET_FALLBACK_ZONE;
}

const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;

/** Formats with the tokens YYYY, MM, DD, HH, mm and ss; everything else is kept as written. */
export function formatInZone(epochMs: number, zone: string, format: string): string {
  const parts = partsIn(epochMs, resolveZone(zone));
  return format.replace(TOKEN, (token) => parts[token as Field]);
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

/** Milliseconds to add to the instant `at` to read the wall clock of `zone` (a zone Intl knows). */
export function zoneOffsetMs(zone: string, at: number): number {
  const p = partsIn(at, zone);
  const asUtc = Date.UTC(Number(p.YYYY), Number(p.MM) - 1, Number(p.DD), Number(p.HH), Number(p.mm), Number(p.ss));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** Minutes east of UTC (Asia/Bangkok gives 420) at `at`, falling back to OFFSET_FALLBACK_ZONE for an invalid zone. */
export function zoneOffsetMinutes(zone: string, at: number = Date.now()): number {
  return Math.round(zoneOffsetMs(resolveZone(zone), at) / 60_000);
}

/**
 * The instant at which the wall clock of `zone` shows `wall` (a wall-clock time written as if it were
 * UTC). The second pass settles days whose offset changes (daylight saving).
 */
export function instantOfWall(wall: number, zone: string): number {
  return wall - zoneOffsetMs(zone, wall - zoneOffsetMs(zone, wall));
}
