/** A double round robin by the circle method: every pair meets once at each ground. */
export function doubleRoundRobin<T>(teams: readonly T[]): [T, T][][] {
  if (teams.length < 2 || teams.length % 2 !== 0) throw new Error(`round robin needs an even number of teams, got ${teams.length}`);
  const ring = [...teams];
  const n = ring.length;
  const first: [T, T][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i] as T;
      const b = ring[n - 1 - i] as T;
      // Alternate grounds so nobody plays at home every week.
      round.push((i === 0 ? r % 2 === 0 : i % 2 === 1) ? [a, b] : [b, a]);
    }
    first.push(round);
    ring.splice(1, 0, ring.pop() as T);
  }
  return [...first, ...first.map((round) => round.map(([h, a]): [T, T] => [a, h]))];
}
