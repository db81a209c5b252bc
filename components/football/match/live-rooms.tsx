import { getLocale, getTranslations } from 'next-intl/server';
import { Eye, Radio } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { Match } from '@/lib/contract/schedule';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale';
import { matchRoomPath } from '@/lib/domain/room-url';
import { formatCount } from '@/lib/format/count';
import type { MatchOffer } from '@/lib/domain/match-offer';
import { Link } from '@/lib/i18n/navigation';
import { LazyBookButton } from '@/components/booking/lazy-book-button';
import { MatchSection } from './match-section';
import { CommentatorName } from '@/components/people/commentator-name';

/**
 * The match's commentators: while it runs, each room with its viewers and a way in; before kick-off,
 * each host with a booking button (no viewers yet, no room to enter).
 */
export async function LiveRooms({ match, offer }: { match: Match; offer: MatchOffer }) {
  const t = await getTranslations('match.rooms');
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const rooms = match.users.flatMap((host) => {
    const path = matchRoomPath(match, host.roomId);
    return path ? [{ host, path }] : [];
  });
  return (
    <MatchSection id="rooms" title={offer.watch ? t('title') : t('upcomingTitle')} icon={<Radio aria-hidden />}>
      {rooms.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="match-rooms">
          {rooms.map(({ host, path }) => {
            const who = (
              <>
                <Crest src={host.profilePicture} name={host.displayName} size={32} className="rounded-full" />
                <span className="min-w-0 flex-1">
                  <CommentatorName name={host.displayName} className="line-clamp-2 text-sm font-semibold text-fg" />
                  {offer.viewers ? (
                    <span className="inline-flex items-center gap-1 text-xs text-muted tabular-nums" data-testid="viewers">
                      <Eye aria-hidden className="size-3.5" />
                      {t('viewers', { count: formatCount(host.viewerCount, locale) })}
                    </span>
                  ) : null}
                </span>
              </>
            );
            return (
              <li key={host.roomId}>
                {offer.watch ? (
                  <Link href={path} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2 hover:border-accent/50">
                    {who}
                    <span className="shrink-0 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-fg">{t('watch')}</span>
                  </Link>
                ) : (
                  <div className="flex items-center gap-3 rounded-lg border border-border px-3 py-2">
                    {who}
                    <LazyBookButton fixtureId={match.fixtureId} commentatorId={host.userId} commentatorName={host.displayName} matchName={`${match.home} – ${match.away}`} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </MatchSection>
  );
}
