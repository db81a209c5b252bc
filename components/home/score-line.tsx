import type { Score } from './score';

/** "2 – 1" with tabular digits so live updates do not make the line jump. */
export function ScoreLine({ score, className = '' }: { score: Score; className?: string }) {
  return (
    <span className={`whitespace-nowrap font-bold tabular-nums ${className}`}>
      {`${score.home} – ${score.away}`}
    </span>
  );
}
