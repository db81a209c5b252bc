import { useLocale, useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { CommentatorName } from '@/components/people/commentator-name';
import type { Match } from '@/lib/contract/schedule';
import { matchOffer } from '@/lib/domain/match-offer';
import { firstRoomPath } from '@/lib/domain/room-url';
import { formatCount } from '@/lib/format/count';
import { Link } from '@/lib/i18n/navigation';
import { Crest } from './crest';
import { LiveBadge } from './live-badge';

/**
 * A studio's round-the-clock table (casino, slots, card games, marbles) as what it is, a stream: a
 * thumbnail with the studio's mark, the table's name, its presenter and how many watch. It has no
 * sides and no kick-off, so it never reads "BRV vs SRV · 00:00".
 */
export function StreamCard({ match }: { match: Match }) {
  const t = useTranslations('home.stream');
  const locale = useLocale();
  const offer = matchOffer(match.status);
  const host = match.users[0];
  const href = offer.watch ? firstRoomPath(match) : null;
  const viewers = match.users.reduce((sum, u) => sum + u.viewerCount, 0);

  return (
    <Card interactive className="relative flex h-full flex-col overflow-hidden focus-within:ring-2 focus-within:ring-ring" data-testid="stream-card">
      <div className="relative flex aspect-[16/7] items-center justify-center bg-gradient-to-br from-accent/25 via-surface-2 to-live/20">
        <Crest src={match.league.logo} name={match.league.name} size={56} className="drop-shadow" />
        <span className="absolute left-2 top-2">{offer.watch ? <LiveBadge minute={null} /> : null}</span>
        {offer.viewers ? (
          <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold tabular-nums text-white" data-testid="viewers">
            <Icon name="eye" className="size-3.5" />
            {formatCount(viewers, locale)}
            <span className="sr-only"> {t('viewers')}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 px-3 py-3">
        <p className="truncate text-xs text-muted">{match.league.name}</p>
        <h3 className="line-clamp-2 text-sm font-bold leading-snug text-fg">{match.home}</h3>
        {host ? (
          <p className="mt-auto flex items-center gap-2 pt-2 text-xs">
            <Avatar src={host.profilePicture} name={host.displayName} size="sm" />
            <CommentatorName name={host.displayName} className="min-w-0 flex-1 truncate font-medium text-fg" />
          </p>
        ) : null}
      </div>
      {href ? (
        <Link href={href} className="absolute inset-0 rounded-xl focus:outline-none">
          <span className="sr-only">{t('watch', { name: match.home })}</span>
        </Link>
      ) : null}
    </Card>
  );
}
