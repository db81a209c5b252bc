import { BarChart3, CalendarDays, Heart, ListOrdered, Scale, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/components/ui/section-heading';
import type { LeagueListItem } from '@/lib/contract/football-scores';
import type { Match } from '@/lib/contract/schedule';
import { FOOTBALL_PATHS, leaguePath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { ScoreRow } from './score-row';

interface MatchListProps {
  id: string;
  title: string;
  empty: string;
  matches: readonly Match[];
  timeZone: string;
}

/** A titled list of matches, or a line saying there are none. */
export function HubMatchList({ id, title, empty, matches, timeZone }: MatchListProps) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {matches.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-6 text-center text-sm text-muted">{empty}</p>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-border">
            {matches.map((m) => (
              <ScoreRow key={m.fixtureId} match={m} timeZone={timeZone} withRoom />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

const QUICK_LINKS = [
  { key: 'results', href: FOOTBALL_PATHS.results, icon: ListOrdered },
  { key: 'fixtures', href: FOOTBALL_PATHS.fixtures, icon: CalendarDays },
  { key: 'odds', href: FOOTBALL_PATHS.odds, icon: BarChart3 },
  { key: 'comparePlayers', href: FOOTBALL_PATHS.comparePlayers, icon: Users },
  { key: 'compareTeams', href: FOOTBALL_PATHS.compareTeams, icon: Scale },
  { key: 'favourites', href: FOOTBALL_PATHS.favourites, icon: Heart },
] as const;

export function HubQuickLinks() {
  const t = useTranslations('scores.hub');
  return (
    <section aria-labelledby="hub-links">
      <SectionHeading id="hub-links">{t('quickLinks')}</SectionHeading>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {QUICK_LINKS.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <Link href={href} className="flex h-full items-center gap-2 rounded-xl border border-border bg-surface px-3 py-3 text-sm font-semibold text-fg transition hover:border-accent/60 hover:text-accent">
              <Icon aria-hidden className="size-4 shrink-0 text-accent" />
              <span className="min-w-0">{t(`links.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HubLeagues({ leagues }: { leagues: readonly LeagueListItem[] }) {
  const t = useTranslations('scores.hub');
  return (
    <section aria-labelledby="hub-leagues">
      <SectionHeading id="hub-leagues">{t('leagues')}</SectionHeading>
      <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3">
        {leagues.map((l) => (
          <li key={l.id}>
            <Link href={leaguePath(l)} className="flex items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2 transition hover:border-accent/60">
              <Crest src={l.logo} name={l.name} size={24} />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-fg">{l.name}</span>
                <span className="block truncate text-xs text-muted">{l.country}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
