import { useLocale, useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { PlayerDetail } from '@/lib/contract/football-teams';
import { compareMetrics, per90, type Metric } from '@/lib/domain/comparison';
import { isPosition } from '@/lib/domain/football-people';
import { FOOTBALL_PATHS, playerPath, teamPath } from '@/lib/domain/football-urls';
import { isLocale } from '@/lib/domain/locale';
import { Link } from '@/lib/i18n/navigation';
import { CompareBars } from './compare-bars';
import { CompareSlot } from './compare-slot';
import { marketValueText } from './market-value';
import { Portrait } from './portrait';
import { PageTitle } from '@/components/page-kit/page-title';

/** A side as the page got it: a player, an id that names nobody, or nothing chosen. */
export type PlayerChoice = PlayerDetail | 'unknown' | null;

type Key = 'appearances' | 'minutes' | 'goals' | 'assists' | 'goalsPer90' | 'assistsPer90' | 'yellowCards' | 'redCards' | 'rating' | 'marketValue';
const METRICS: readonly Metric<Key, PlayerDetail>[] = [
  { key: 'appearances', value: (p) => p.stats.appearances },
  { key: 'minutes', value: (p) => p.stats.minutes },
  { key: 'goals', value: (p) => p.stats.goals },
  { key: 'assists', value: (p) => p.stats.assists },
  { key: 'goalsPer90', value: (p) => per90(p.stats.goals, p.stats.minutes) },
  { key: 'assistsPer90', value: (p) => per90(p.stats.assists, p.stats.minutes) },
  { key: 'yellowCards', value: (p) => p.stats.yellowCards, higherIsBetter: false },
  { key: 'redCards', value: (p) => p.stats.redCards, higherIsBetter: false },
  { key: 'rating', value: (p) => p.stats.rating },
  { key: 'marketValue', value: (p) => p.marketValue },
];
const DECIMALS: Partial<Record<Key, number>> = { goalsPer90: 2, assistsPer90: 2, rating: 2 };

export function ComparePlayersView({ choices, params }: { choices: [PlayerChoice, PlayerChoice]; params: Record<string, string> }) {
  const t = useTranslations('teams');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const [a, b] = choices;
  const label = (k: Key) =>
    k === 'goalsPer90' || k === 'assistsPer90' ? t(`compare.${k}`) : k === 'marketValue' ? t('info.marketValue') : t(`stats.${k}`);
  const text = (k: Key, v: number | null) =>
    v === null ? '–' : k === 'marketValue' ? marketValueText(v, locale, t) : DECIMALS[k] ? v.toFixed(DECIMALS[k]) : String(v);
  return (
    <div className="flex flex-col gap-6 py-4 md:py-6">
      <PageTitle>{t('compare.playersTitle')}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        {([a, b] as const).map((c, i) => (
          <CompareSlot
            key={i}
            side={i as 0 | 1}
            notice={c === 'unknown' ? t('compare.notFound') : undefined}
            picker={{ kind: 'player', basePath: FOOTBALL_PATHS.comparePlayers, params, slot: i === 0 ? 'p1' : 'p2', label: t(i === 0 ? 'compare.first' : 'compare.second') }}
            chosen={c && c !== 'unknown' ? <Chosen p={c} /> : null}
          />
        ))}
      </div>
      {a && b && a !== 'unknown' && b !== 'unknown' ? (
        <CompareBars
          names={[a.player.name, b.player.name]}
          rows={compareMetrics(METRICS, a, b).map((r) => ({ key: r.key, label: label(r.key), text: [text(r.key, r.values[0]), text(r.key, r.values[1])], shares: r.shares, leader: r.leader }))}
        />
      ) : (
        <EmptyState title={t('compare.pickTwoPlayers')} />
      )}
    </div>
  );
}

function Chosen({ p }: { p: PlayerDetail }) {
  const t = useTranslations('teams');
  const position = isPosition(p.player.position) ? p.player.position : 'other';
  return (
    <div className="flex items-center gap-3" data-testid="compare-chosen">
      <Portrait src={p.player.photo} size={56} />
      <div className="min-w-0">
        <Link href={playerPath(p.player)} className="block truncate text-lg font-bold text-fg hover:text-accent">{p.player.name}</Link>
        <Link href={teamPath(p.team)} className="flex items-center gap-1.5 text-sm text-muted hover:text-accent">
          <Crest src={p.team.logo} name={p.team.name} size={16} />
          <span className="truncate">{p.team.name}</span>
        </Link>
        <p className="text-xs text-muted">
          {t(`positions.${position}`)} · #{p.player.shirtNumber}
          {p.player.age === null ? '' : ` · ${t('info.ageValue', { age: p.player.age })}`}
        </p>
      </div>
    </div>
  );
}
