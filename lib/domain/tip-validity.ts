import type { TipMarket, TipResult, TipSelection } from './match-events';
import { winRate } from './tip-keo';

/** Which selections each market offers; `draw` only where the sport has draws. */
export const MARKET_SELECTIONS: Readonly<Record<TipMarket, readonly TipSelection[]>> = {
  '1x2': ['home', 'draw', 'away'],
  ah: ['home', 'away'],
  ou: ['over', 'under'],
};

/** Asian lines move in quarters: whole, quarter and half lines (0, -0.25, -0.5, 2.75 …). */
export const isQuarterLine = (line: number): boolean => Number.isFinite(line) && Number.isInteger(line * 4);

/** Largest handicap or total a tip may carry (basketball totals run to the low hundreds). */
export const TIP_LINE_MAX = 400;

export interface TipPick {
  market: TipMarket;
  selection: TipSelection;
  line: number | null | undefined;
}

/** What is wrong with a pick, as `field: problem`, or null when it makes sense for the sport. */
export function tipPickProblem(pick: TipPick, sportHasDraws: boolean): string | null {
  const { market, selection, line } = pick;
  if (!MARKET_SELECTIONS[market].includes(selection)) {
    return `selection: ${market} offers ${MARKET_SELECTIONS[market].join(', ')}, not ${selection}`;
  }
  if (selection === 'draw' && !sportHasDraws) return 'selection: this sport has no draws';
  if (market === '1x2') return line == null ? null : 'line: a 1x2 tip has no line';
  if (line == null) return `line: a ${market} tip needs a line`;
  if (!isQuarterLine(line)) return 'line: must be a whole, half or quarter line';
  if (Math.abs(line) > TIP_LINE_MAX) return `line: must be within ±${TIP_LINE_MAX}`;
  if (market === 'ou' && line <= 0) return 'line: a total must be above 0';
  return null;
}

/**
 * The handicap a selection carries. The odds model quotes Asian handicap on the home side;
 * a tip stores the line of the side it backs (away −0.5 when home is +0.5). Totals are as quoted.
 */
export function lineForSelection(market: TipMarket, selection: TipSelection, quotedLine: number): number | null {
  if (market === '1x2') return null;
  if (market === 'ah' && selection === 'away') return quotedLine === 0 ? 0 : -quotedLine;
  return quotedLine;
}

export interface TipsterRecord {
  tips: number;
  won: number;
  lost: number;
  winRate: number | null;
  /** Current run of settled results, newest first: +3 three won in a row, −2 two lost; 0 before any. */
  streak: number;
}

/** A tipster's record from their results, newest first; void and pending tips do not break a streak. */
export function tipsterRecord(resultsNewestFirst: readonly (TipResult | null)[]): TipsterRecord {
  const won = resultsNewestFirst.filter((r) => r === 'won').length;
  const lost = resultsNewestFirst.filter((r) => r === 'lost').length;
  let streak = 0;
  for (const r of resultsNewestFirst) {
    if (r !== 'won' && r !== 'lost') continue;
    const step = r === 'won' ? 1 : -1;
    if (streak !== 0 && Math.sign(streak) !== step) break;
    streak += step;
  }
  return { tips: resultsNewestFirst.length, won, lost, winRate: winRate(resultsNewestFirst), streak };
}

/** Ranking of top tipsters: higher win rate, then more settled tips, then more wins, then the older account. */
export function compareTipsters(a: TipsterRecord & { userId: number }, b: TipsterRecord & { userId: number }): number {
  return (b.winRate ?? -1) - (a.winRate ?? -1) || b.won + b.lost - (a.won + a.lost) || b.won - a.won || a.userId - b.userId;
}

/** Prices of the three markets as the odds model quotes them (handicap line on the home side). */
export interface MarketPrices {
  oneXTwo: { home: number; draw: number | null; away: number };
  handicap: { line: number; home: number; away: number };
  overUnder: { line: number; over: number; under: number };
}

export interface QuotedPick {
  /** Null when the market does not offer the selection. */
  odds: number | null;
  /** The line of the selection (handicap of the backed side, or the total); null for 1x2. */
  line: number | null;
}

/** The quoted price and line of one selection. */
export function quotedPick(prices: MarketPrices, market: TipMarket, selection: TipSelection): QuotedPick {
  if (market === '1x2') {
    const odds = selection === 'home' ? prices.oneXTwo.home : selection === 'away' ? prices.oneXTwo.away : selection === 'draw' ? prices.oneXTwo.draw : null;
    return { odds, line: null };
  }
  if (market === 'ah') {
    const odds = selection === 'home' ? prices.handicap.home : selection === 'away' ? prices.handicap.away : null;
    return { odds, line: lineForSelection(market, selection, prices.handicap.line) };
  }
  const odds = selection === 'over' ? prices.overUnder.over : selection === 'under' ? prices.overUnder.under : null;
  return { odds, line: lineForSelection(market, selection, prices.overUnder.line) };
}
