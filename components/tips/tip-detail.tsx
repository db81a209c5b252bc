import { ExternalLink, PlayCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { TipItem, TipsterStats } from '@/lib/contract/tips';
import { matchPath } from '@/lib/domain/football-urls';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { matchRoomPath } from '@/lib/domain/room-url';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { MatchLine } from './match-line';
import { TipResultBadge } from './tip-result-badge';
import { Confidence, OddsNumber, TipPickText, WinRate } from './tip-pick-text';
import { PersonName, useCommentatorNamed } from '@/components/people/commentator-name';
import { HTML_LANG } from '@/lib/domain/locale';

/** One tip: the match, the pick and its odds at the time, the analysis, the result and the author's record. */
export function TipDetail({ tip, authorStats, timeZone }: { tip: TipItem; authorStats: TipsterStats; timeZone: string }) {
  const t = useTranslations('tips');
  const commentatorNamed = useCommentatorNamed();
  const { match } = tip;
  const footballPage = match.liveModeId === LIVE_MODE.football
    ? matchPath({ staticId: match.staticId, leagueId: match.league.id, home: { id: match.localteam.id, name: match.home }, away: { id: match.visitorteam.id, name: match.away } })
    : null;
  const rooms = match.users.flatMap((u) => {
    const path = matchRoomPath(match, u.roomId);
    return path ? [{ path, name: u.displayName, roomId: u.roomId }] : [];
  });
  return (
    <article className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]" data-testid="tip-detail">
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="flex flex-col gap-3 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('detail.match')}</p>
          <MatchLine match={match} timeZone={timeZone} />
          <div className="flex flex-wrap gap-2">
            {footballPage ? (
              <Link href={footballPage} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <ExternalLink aria-hidden />
                {t('detail.matchPage')}
              </Link>
            ) : null}
            {rooms.map((room) => (
              <Link key={room.roomId} href={room.path} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <PlayCircle aria-hidden />
                {t('detail.room', { name: commentatorNamed(room.name) })}
              </Link>
            ))}
          </div>
        </Card>
        <Card className="flex flex-col gap-3 p-4">
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('detail.pick')}</p>
            <TipResultBadge result={tip.result} />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Badge variant="outline">{t(`market.${tip.market}`)}</Badge>
            <span className="text-lg font-bold text-fg" data-testid="tip-pick">
              <TipPickText tip={tip} home={match.home} away={match.away} />
            </span>
            <Confidence value={tip.confidence} />
          </div>
          <p className="text-sm text-muted">
            {t('oddsAtTime')}: <strong className="tabular-nums text-fg"><OddsNumber odds={tip.odds} /></strong>
          </p>
          <h2 className="mt-1 text-sm font-bold text-fg">{t('detail.analysis')}</h2>
          <p lang={HTML_LANG[tip.lang]} className="whitespace-pre-line text-sm leading-relaxed text-fg [overflow-wrap:anywhere]">{tip.analysis}</p>
          <p className="text-xs text-muted">
            {t('postedAt', { time: formatDateTime(tip.createdAt, timeZone) })}
            {tip.updatedAt ? ` · ${t('editedAt', { time: formatDateTime(tip.updatedAt, timeZone) })}` : ''}
          </p>
        </Card>
      </div>
      <aside>
        <Card className="flex flex-col gap-3 p-4" data-testid="tip-author">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('author.title')}</p>
          <div className="flex items-center gap-3">
            <Avatar name={tip.author.displayName} src={tip.author.profilePicture} size="md" />
            <PersonName name={tip.author.displayName} className="min-w-0 truncate font-semibold text-fg" />
          </div>
          <p className="flex items-baseline justify-between text-sm">
            <span className="text-muted">{t('author.rate')}</span>
            <span className="text-xl font-bold tabular-nums text-success">
              {authorStats.winRate === null ? t('author.noRate') : <WinRate rate={authorStats.winRate} />}
            </span>
          </p>
          <p className="text-xs text-muted">{t('author.record', { won: authorStats.won, lost: authorStats.lost, tips: authorStats.tips })}</p>
        </Card>
      </aside>
    </article>
  );
}
