import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';

/** `/ty-le-keo/bong-da?date=…&bm=…`; today and the first bookmaker are left out. */
export function oddsHref(date: string | undefined, bookmaker: number): string {
  const params = new URLSearchParams();
  if (date !== undefined) params.set('date', date);
  if (bookmaker > 0) params.set('bm', String(bookmaker + 1));
  const query = params.toString();
  return query ? `${FOOTBALL_PATHS.odds}?${query}` : FOOTBALL_PATHS.odds;
}

/** The bookmaker index of `?bm=` (1-based in the URL): 0 when absent, null when malformed or out of range. */
export function bookmakerIndex(raw: string | string[] | undefined, count: number): number | null {
  if (raw === undefined) return 0;
  if (Array.isArray(raw) || !/^[1-9]\d?$/.test(raw)) return null;
  const index = Number(raw) - 1;
  return index < count ? index : null;
}
