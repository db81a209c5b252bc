const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type DayChoice = { ok: true; date: string } | { ok: false; reason: 'malformed' | 'outOfRange' };

/**
 * The day a `?date=` value picks among the schedule's days (yesterday … +5). Absent means today.
 * A value that is not a calendar date fails validation; a real date outside the window is only stale.
 */
export function chooseDay(raw: string | undefined, days: readonly string[], today: string): DayChoice {
  if (raw === undefined) return { ok: true, date: today };
  if (!DAY.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) return { ok: false, reason: 'malformed' };
  if (new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) return { ok: false, reason: 'malformed' };
  return days.includes(raw) ? { ok: true, date: raw } : { ok: false, reason: 'outOfRange' };
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD calendar date. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** "25/11" of "2026-11-25". */
export function dayMonth(day: string): string {
  const [, m = '', d = ''] = day.split('-');
  return `${d}/${m}`;
}

/** Whole days from `today` to `day` (both YYYY-MM-DD). */
export function dayOffset(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
