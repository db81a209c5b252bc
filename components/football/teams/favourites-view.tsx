import { Heart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/auth/member-gate';
import { Crest } from '@/components/home/crest';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { FavouriteTeamCard } from '@/lib/contract/football-teams';
import { leaguePath, teamPath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { FavouriteButton } from './favourite-button';
import { FavouritesAdd } from './favourites-add';
import { FixtureList } from './fixture-list';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

/** The member's favourite teams with their next match and last result; guests are asked to log in. */
export function FavouritesView({ cards, timeZone }: { cards: readonly FavouriteTeamCard[] | null; timeZone: string }) {
  const t = useTranslations('teams');
  return (
    <PageShell gap={6}>
      <PageHeader title={t('favourites.title')} subtitle={t('favourites.intro')} />
      {cards === null ? (
        <MemberGate icon={<Heart aria-hidden />} title={t('favourites.guestTitle')} text={t('favourites.guestText')} login={t('favourites.login')} />
      ) : (
        <>
          <FavouritesAdd />
          {cards.length === 0 ? (
            <EmptyState title={t('favourites.empty')} description={t('favourites.emptyHint')} />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2" data-testid="favourite-teams">
              {cards.map((c) => (
                <li key={c.team.id} data-team={c.team.id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
                  <div className="flex items-center gap-3">
                    <Crest src={c.team.logo} name={c.team.name} size={40} />
                    <div className="min-w-0 flex-1">
                      <Link href={teamPath(c.team)} className="block truncate font-bold text-fg hover:text-accent">{c.team.name}</Link>
                      <Link href={leaguePath(c.league)} className="block truncate text-xs text-muted hover:text-accent">{c.league.name}</Link>
                    </div>
                    <FavouriteButton team={c.team} initial refreshOnChange />
                  </div>
                  <div>
                    <h2 className="mb-1 text-xs font-semibold text-muted">{t('favourites.next')}</h2>
                    <FixtureList fixtures={c.next ? [c.next] : []} timeZone={timeZone} empty={t('favourites.none')} />
                  </div>
                  <div>
                    <h2 className="mb-1 text-xs font-semibold text-muted">{t('favourites.last')}</h2>
                    <FixtureList fixtures={c.last ? [c.last] : []} timeZone={timeZone} empty={t('favourites.none')} focusTeamId={c.team.id} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageShell>
  );
}
