/**
 * Members' days (check-ins, missions, daily caps) run on Vietnam's clock, whatever the viewer's zone.
 * Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving), so a fixed offset is exact.
 */
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** A calendar day as YYYY-MM-DD. */
export type DayKey = string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The member day (YYYY-MM-DD in Vietnam) of an instant. */
export function memberDay(at: number): DayKey {
  return new Date(at + OFFSET_MS).toISOString().slice(0, 10);
}

/** [start, end) in epoch ms of a member day. */
export function memberDayRange(day: DayKey): { start: number; end: number } {
  const start = dayStartUtc(day) - OFFSET_MS;
  return { start, end: start + DAY_MS };
}

/** The day `n` days after (or before, when negative) `day`. */
export function addDays(day: DayKey, n: number): DayKey {
  return new Date(dayStartUtc(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** When the member day containing `at` ends: missions and check-in reset then. */
export function nextReset(at: number): number {
  return memberDayRange(memberDay(at)).end;
}

/** The month (YYYY-MM) of a member day. */
export const monthOf = (day: DayKey): string => day.slice(0, 7);

/** A month as YYYY-MM. */
export const MONTH_KEY_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonthKey = (value: string): boolean => MONTH_KEY_RE.test(value);

/** The month (YYYY-MM) `n` months after (or before) `month`. */
export function addMonths(month: string, n: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** Every day of a month (YYYY-MM), in order. */
export function daysOfMonth(month: string): DayKey[] {
  const first = `${month}-01`;
  const out: DayKey[] = [];
  for (let d = first; monthOf(d) === month; d = addDays(d, 1)) out.push(d);
  return out;
}

export function isDayKey(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  return new Date(dayStartUtc(value)).toISOString().slice(0, 10) === value;
}

function dayStartUtc(day: DayKey): number {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}
