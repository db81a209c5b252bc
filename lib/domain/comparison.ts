/** The maths of the player and team comparisons: rates, bar shares and who leads. */

export const MINUTES_PER_MATCH = 90;

export type Leader = 'first' | 'second' | 'even';

/** A count per 90 minutes played, or null with no minutes to divide by. */
export function per90(count: number, minutes: number): number | null {
  return minutes > 0 ? (count * MINUTES_PER_MATCH) / minutes : null;
}

/** A total divided by matches, or null with no matches. */
export function perMatch(total: number, played: number): number | null {
  return played > 0 ? total / played : null;
}

/** The mean of the known values, or null with none. */
export function average(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length > 0 ? known.reduce((s, v) => s + v, 0) / known.length : null;
}

/**
 * How much of a two-part bar each side fills, in percent summing to 100. Negative values count as
 * zero; two zeros (or two unknowns) split the bar evenly.
 */
export function shares(a: number | null, b: number | null): [number, number] {
  const x = Math.max(0, a ?? 0);
  const y = Math.max(0, b ?? 0);
  if (x + y === 0) return [50, 50];
  const first = (x / (x + y)) * 100;
  return [first, 100 - first];
}

/** Who is ahead on a measure; for goals conceded or cards, lower is better. An unknown never leads. */
export function leader(a: number | null, b: number | null, higherIsBetter = true): Leader {
  if (a === null && b === null) return 'even';
  if (a === null) return 'second';
  if (b === null) return 'first';
  if (Math.abs(a - b) < 1e-9) return 'even';
  return (a > b) === higherIsBetter ? 'first' : 'second';
}

export interface MetricRow<K extends string = string> {
  key: K;
  values: [number | null, number | null];
  shares: [number, number];
  leader: Leader;
}

export interface Metric<K extends string, T> {
  key: K;
  value: (side: T) => number | null;
  /** Default true. */
  higherIsBetter?: boolean;
  /** Neither more nor less is better (an average age): nobody leads. */
  neutral?: boolean;
}

/** Each metric read from both sides, with its bar shares and leader. */
export function compareMetrics<K extends string, T>(metrics: readonly Metric<K, T>[], first: T, second: T): MetricRow<K>[] {
  return metrics.map((m) => {
    const a = m.value(first);
    const b = m.value(second);
    return { key: m.key, values: [a, b], shares: shares(a, b), leader: m.neutral ? 'even' : leader(a, b, m.higherIsBetter ?? true) };
  });
}
