import type { FilterCode } from '@/lib/domain/filter-codes';

export interface ScheduleLocation {
  /** The tab's path (or an esports league's), without the locale. */
  path: string;
  /** The chosen day, left out of the URL when it is today. */
  date?: string;
  filter?: FilterCode;
}

/** The URL of a schedule view: `/lich-truc-tiep/tat-ca?date=2026-11-25&filter=10`. */
export function scheduleHref({ path, date, filter }: ScheduleLocation): string {
  const params = new URLSearchParams();
  if (date !== undefined) params.set('date', date);
  if (filter !== undefined) params.set('filter', String(filter));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
