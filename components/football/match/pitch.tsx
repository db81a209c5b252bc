import { useTranslations } from 'next-intl';
import type { TeamLineup } from '@/lib/contract/football-match';
import { playerPath } from '@/lib/domain/football-urls';
import type { Side } from '@/lib/domain/match-events';
import { pitchName, placeSpots, type PlacedSpot } from './pitch-geometry';
import { PitchMarkers, type PitchMarker } from './pitch-markers';

export const SIDE_COLOUR: Record<Side, string> = { home: 'bg-rose-600', away: 'bg-sky-600' };

type LineupsT = ReturnType<typeof useTranslations<'match.lineups'>>;

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

function markerOf({ spot, x, y }: PlacedSpot, side: Side, t: LineupsT): PitchMarker {
  const { player, replaced, card, goals } = spot;
  const notes = [
    goals > 0 ? t('goals', { count: goals }) : null,
    card ? t(card) : null,
    replaced ? `${t('cameOn', { minute: replaced.added ? `${replaced.minute}+${replaced.added}'` : `${replaced.minute}'` })} (${replaced.player.name})` : null,
  ].filter(Boolean);
  return {
    id: player.id,
    side,
    href: playerPath(player),
    name: player.name,
    short: pitchName(player.name),
    shirtNumber: player.shirtNumber,
    x,
    y,
    card,
    goals,
    cameOn: replaced !== null,
    notes: notes.join(', '),
  };
}

function sideMarkers(lineup: TeamLineup | null, side: Side, t: LineupsT): PitchMarker[] {
  return lineup ? placeSpots(lineup.pitch, lineup.lines.length, side).map((p) => markerOf(p, side, t)) : [];
}

/**
 * Both starting XIs in their formations, substitutions applied, on an upright pitch; `label` names
 * the drawing when it is not the match's line-ups (the probable ones before kick-off).
 */
export function Pitch({ home, away, label }: { home: TeamLineup | null; away: TeamLineup | null; label?: string }) {
  const t = useTranslations('match.lineups');
  return (
    <div
      className="relative mx-auto aspect-[68/105] w-full max-w-md overflow-hidden rounded-lg bg-emerald-700 bg-[repeating-linear-gradient(0deg,transparent_0_10%,rgb(0_0_0/0.07)_10%_20%)]"
      data-testid="pitch"
    >
      <Markings />
      <PitchMarkers
        markers={[...sideMarkers(home, 'home', t), ...sideMarkers(away, 'away', t)]}
        label={label ?? t('pitch', { home: home?.team.name ?? '', away: away?.team.name ?? '' })}
      />
    </div>
  );
}
