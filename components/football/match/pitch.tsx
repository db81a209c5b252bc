import { getTranslations } from 'next-intl/server';
import { ArrowUp } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { TeamLineup } from '@/lib/contract/football-match';
import { playerPath } from '@/lib/domain/football-urls';
import type { Side } from '@/lib/domain/match-events';
import { Link } from '@/lib/i18n/navigation';
import { pitchName, placeSpots, type PlacedSpot } from './pitch-geometry';
import css from './pitch.module.css';

export const SIDE_COLOUR: Record<Side, string> = { home: 'bg-rose-600', away: 'bg-sky-600' };

/** Touchlines, halfway line, centre circle, boxes; in metres on a 68 × 105 pitch. */
function Markings() {
  return (
    <svg aria-hidden viewBox="0 0 68 105" preserveAspectRatio="none" className="absolute inset-0 size-full" fill="none" stroke="rgb(255 255 255 / 0.55)" strokeWidth="0.4">
      <rect x="1" y="1" width="66" height="103" />
      <path d="M1 52.5h66M13.84 1v16.5h40.32V1M24.84 1v5.5h18.32V1M13.84 104V87.5h40.32V104M24.84 104v-5.5h18.32V104" />
      <circle cx="34" cy="52.5" r="9.15" />
    </svg>
  );
}

/** Both starting XIs in their formations, substitutions applied, on an upright pitch. */
export async function Pitch({ home, away }: { home: TeamLineup | null; away: TeamLineup | null }) {
  const t = await getTranslations('match.lineups');
  const placed = [
    ...(home ? placeSpots(home.pitch, home.lines.length, 'home').map((p) => ({ ...p, side: 'home' as const })) : []),
    ...(away ? placeSpots(away.pitch, away.lines.length, 'away').map((p) => ({ ...p, side: 'away' as const })) : []),
  ];
  return (
    <div
      className="relative mx-auto aspect-[68/105] w-full max-w-md overflow-hidden rounded-lg bg-emerald-700 bg-[repeating-linear-gradient(0deg,transparent_0_10%,rgb(0_0_0/0.07)_10%_20%)]"
      data-testid="pitch"
    >
      <Markings />
      <ul aria-label={t('pitch', { home: home?.team.name ?? '', away: away?.team.name ?? '' })}>
        {placed.map((p) => (
          <Marker key={`${p.side}-${p.spot.player.id}`} placed={p} side={p.side} t={t} />
        ))}
      </ul>
    </div>
  );
}

type LineupsT = Awaited<ReturnType<typeof getTranslations<'match.lineups'>>>;

function Marker({ placed, side, t }: { placed: PlacedSpot; side: Side; t: LineupsT }) {
  const { spot, x, y } = placed;
  const { player, replaced, card, goals } = spot;
  const notes = [
    goals > 0 ? t('goals', { count: goals }) : null,
    card ? t(card) : null,
    replaced ? `${t('cameOn', { minute: replaced.added ? `${replaced.minute}+${replaced.added}'` : `${replaced.minute}'` })} (${replaced.player.name})` : null,
  ].filter(Boolean);
  return (
    <li className={css.spot} style={{ left: `${x}%`, top: `${y}%` }} data-testid="pitch-player" data-side={side}>
      <Link prefetch={false} href={playerPath(player)} title={player.name} className={css.link}>
        <span className={cn(css.shirt, css[side])}>
          {player.shirtNumber}
          {card ? <span aria-hidden className={cn(css.card, card === 'red' && css.red)} /> : null}
          {goals > 0 ? (
            <span aria-hidden className={css.goal}>
              {goals > 1 ? goals : '⚽'}
            </span>
          ) : null}
          {replaced ? (
            <span aria-hidden className={css.sub}>
              <ArrowUp className="size-2.5" />
            </span>
          ) : null}
        </span>
        <span className={css.name}>{pitchName(player.name)}</span>
        {notes.length > 0 ? <span className="sr-only">{notes.join(', ')}</span> : null}
      </Link>
    </li>
  );
}
