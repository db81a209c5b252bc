import { ApiError } from '@/server/api/errors';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new ApiError(422, `timezone: unknown time zone "${timeZone}"`);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Milliseconds to add to UTC to get the wall-clock time in `timeZone` at instant `at`. */
function offsetAt(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The UTC instant at which the wall clock in `timeZone` shows `wall` (given as if it were UTC). */
function instantOf(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  // A second pass settles days whose offset differs from the first guess (DST changes).
  return wall - offsetAt(guess, timeZone);
}

/** [start, end) in epoch ms of calendar day `date` (YYYY-MM-DD) in `timeZone`. */
export function zonedDayRange(date: string, timeZone: string): { start: number; end: number } {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN);
  const check = new Date(wall);
  if (Number.isNaN(wall) || check.getUTCFullYear() !== y || check.getUTCMonth() + 1 !== m || check.getUTCDate() !== d) {
    throw new ApiError(422, `date: "${date}" is not a calendar date`);
  }
  formatterFor(timeZone);
  return { start: instantOf(wall, timeZone), end: instantOf(wall + 86_400_000, timeZone) };
}
