import { isFixedStatus } from '@/lib/domain/match-status';

/**
 * The fewest matches the home page should show live, each with a commentated room, at any moment:
 * the simulated vendor keeps that many matches played, the programme gives them rooms.
 */
export const MIN_LIVE = 3;

/** From kick-off to the final whistle: the time the clock shows a fixture live. */
export interface Span {
  start: number;
  end: number;
}

/** How long a match runs from kick-off to the final whistle: the vendor's estimate for it. */
export type MatchLength = (f: { id: number; liveModeId: number }) => number;

export function liveSpan(f: { id: number; liveModeId: number; startTime: number; status: string }, matchLength: MatchLength): Span | null {
  if (isFixedStatus(f.status)) return null;
  return { start: f.startTime, end: f.startTime + matchLength(f) };
}

/** Spans ordered by start, so counting at a moment only reads the spans that began before it. */
export class SpanSet {
  private readonly spans: Span[];
  private readonly longest: number;

  constructor(spans: Iterable<Span>) {
    this.spans = [...spans].sort((a, b) => a.start - b.start);
    this.longest = this.spans.reduce((m, s) => Math.max(m, s.end - s.start), 0);
  }

  /** Spans live at `t`. */
  at(t: number): Span[] {
    const live: Span[] = [];
    for (let i = this.firstStartingAfter(t) - 1; i >= 0; i--) {
      const s = this.spans[i] as Span;
      if (s.start < t - this.longest) break;
      if (t < s.end) live.push(s);
    }
    return live;
  }

  /**
   * The moments in [from, to) where the live count can be lowest: `from` itself and every end
   * inside the range (the count only drops when a span ends).
   */
  lows(from: number, to: number): number[] {
    return [from, ...this.spans.map((s) => s.end).filter((e) => e > from && e < to)];
  }

  private firstStartingAfter(t: number): number {
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.spans[mid] as Span).start <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
