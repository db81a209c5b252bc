/** Schedule statuses of spec §3. */
export const SCHEDULE_STATUS = { comingUp: 1, live: 2, ended: 3, cancel: 5 } as const;
export type ScheduleStatusKey = keyof typeof SCHEDULE_STATUS;
export type ScheduleStatus = (typeof SCHEDULE_STATUS)[ScheduleStatusKey];

export function scheduleStatusKey(value: number): ScheduleStatusKey | undefined {
  return (Object.keys(SCHEDULE_STATUS) as ScheduleStatusKey[]).find((k) => SCHEDULE_STATUS[k] === value);
}
