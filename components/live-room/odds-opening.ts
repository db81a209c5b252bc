import type { HistoryPoint, OddsHistory } from '@/lib/contract/football-scores';

/** Each bookmaker's opening prices: the first point of its odds history. */
export function openingPrices(history: OddsHistory | undefined): Map<string, HistoryPoint> {
  const out = new Map<string, HistoryPoint>();
  for (const b of history?.bookmakers ?? []) {
    const first = b.points[0];
    if (first) out.set(b.bookmaker, first);
  }
  return out;
}
