'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { ChevronRight, Lightbulb, PenLine, Star } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/page-kit/empty-state';
import { matchTipsQuery } from '@/lib/api/queries/room';
import type { RoomDetail, Tip } from '@/lib/contract/room';
import type { TipResult } from '@/lib/domain/match-events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { myTipsPath, tipDetailPath } from '@/lib/domain/tip-keo';
import { Link } from '@/lib/i18n/navigation';
import { buttonClasses } from '@/components/ui/button';
import { SectionError, SectionLoading } from './section-state';
import { pickParts } from './tip-pick';
import { PersonName } from '@/components/people/commentator-name';
import { HTML_LANG } from '@/lib/domain/locale';

const RESULT_VARIANT: Record<TipResult | 'pending', BadgeVariant> = { won: 'success', lost: 'live', void: 'neutral', pending: 'outline' };

/** Commentators' tips for the match: pick, odds, confidence, reasoning, and how it turned out. */
export function TipsTab({ room }: { room: RoomDetail }) {
  const t = useTranslations('liveroom.tips');
  const tips = useQuery(matchTipsQuery(room.match.fixtureId));
  if (tips.isPending) return <SectionLoading />;
  if (tips.isError) return <SectionError onRetry={() => void tips.refetch()} />;
  const open = room.match.scheduleStatus === SCHEDULE_STATUS.comingUp;
  const write = open ? (
    <Link href={myTipsPath(room.match.fixtureId)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <PenLine aria-hidden />
      {t('write')}
    </Link>
  ) : null;
  if (tips.data.length === 0) return <EmptyState icon={<Lightbulb aria-hidden />} title={t('emptyTitle')} description={t('emptyText')} action={write} />;
  return (
    <div className="flex flex-col gap-3">
      {write ? <div className="flex justify-end">{write}</div> : null}
      <ul className="flex flex-col gap-3">
        {tips.data.map((tip) => (
          <li key={tip.id}>
            <TipCard tip={tip} home={room.match.home} away={room.match.away} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TipCard({ tip, home, away }: { tip: Tip; home: string; away: string }) {
  const t = useTranslations('liveroom.tips');
  const format = useFormatter();
  const pick = pickParts(tip, home, away);
  const result = tip.result ?? 'pending';
  return (
    <Card className="flex flex-col gap-2 p-3" data-testid="tip">
      <div className="flex items-center gap-2">
        <Avatar name={tip.author.displayName} src={tip.author.profilePicture} size="sm" />
        <PersonName name={tip.author.displayName} className="min-w-0 flex-1 truncate text-sm font-semibold text-fg" />
        <Badge variant={RESULT_VARIANT[result]}>{t(`result.${result}`)}</Badge>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant="outline">{t(`market.${tip.market}`)}</Badge>
        <span className="font-bold text-fg">{t(`pick.${pick.key}`, pick.values)}</span>
        <span className="text-sm tabular-nums text-muted">{t('odds', { odds: format.number(tip.odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</span>
        <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('confidence', { value: tip.confidence })}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} aria-hidden className={`size-3.5 ${i < tip.confidence ? 'fill-warning text-warning' : 'text-border'}`} />
          ))}
        </span>
      </div>
      {tip.analysis ? <p lang={HTML_LANG[tip.lang]} className="line-clamp-4 text-sm leading-relaxed text-muted">{tip.analysis}</p> : null}
      <Link href={tipDetailPath({ id: tip.id, home, away })} className="inline-flex items-center gap-0.5 self-start text-sm font-semibold text-accent hover:underline">
        {t('detail')}
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}
