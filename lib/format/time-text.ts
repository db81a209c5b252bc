import { TIME_TEXT_FORMAT } from '@/lib/domain/constants';
import { formatInZone } from './date';

const TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True for "YYYY-MM-DD HH:mm:ss" (spec §5) naming a real date and time: "2026-02-30 10:00:00" is false. */
export function isTimeText(s: string): boolean {
  const match = TIME_TEXT.exec(s);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return false;
  // Date.UTC rolls 30 February over to March; a round trip catches it.
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `epochMs` as "YYYY-MM-DD HH:mm:ss" in `zone`. */
export function toTimeText(epochMs: number, zone: string): string {
  return formatInZone(epochMs, zone, TIME_TEXT_FORMAT);
}
