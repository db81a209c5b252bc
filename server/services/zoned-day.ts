import { instantOfWall, isValidZone } from '@/lib/format/date';
import { ApiError } from '@/server/api/errors';

/** [start, end) in epoch ms of calendar day `date` (YYYY-MM-DD) in `timeZone`. */
export function zonedDayRange(date: string, timeZone: string): { start: number; end: number } {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN);
  const check = new Date(wall);
  if (Number.isNaN(wall) || check.getUTCFullYear() !== y || check.getUTCMonth() + 1 !== m || check.getUTCDate() !== d) {
    throw new ApiError(422, `date: "${date}" is not a calendar date`);
  }
  if (!isValidZone(timeZone)) throw new ApiError(422, `timezone: unknown time zone "${timeZone}"`);
  return { start: instantOfWall(wall, timeZone), end: instantOfWall(wall + 86_400_000, timeZone) };
}
