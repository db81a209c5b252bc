import { ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { TipItem } from '@/lib/contract/tips';
import { Link } from '@/lib/i18n/navigation';
import { MatchLine } from './match-line';
import { TipResultBadge } from './tip-result-badge';
import { Confidence, TipOdds, TipPickText } from './tip-pick-text';
import { PersonName } from '@/components/people/commentator-name';
import { HTML_LANG } from '@/lib/domain/locale';

/** One tip in a list: match, author, pick, odds at the time, confidence, result and the start of the analysis. */
export function TipCard({ tip, href, timeZone }: { tip: TipItem; href: string; timeZone: string }) {
  const t = useTranslations('tips');
  return (
    <Card className="flex flex-col gap-3 p-3 md:p-4" data-testid="tip-card" data-tip={tip.id}>
      <MatchLine match={tip.match} timeZone={timeZone} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <TipResultBadge result={tip.result} />
        <Badge variant="outline">{t(`market.${tip.market}`)}</Badge>
        <span className="min-w-0 font-bold text-fg [overflow-wrap:anywhere]">
          <TipPickText tip={tip} home={tip.match.home} away={tip.match.away} />
        </span>
        <span className="text-sm text-muted">
          <TipOdds odds={tip.odds} />
        </span>
        <Confidence value={tip.confidence} />
      </div>
      <p lang={HTML_LANG[tip.lang]} className="line-clamp-2 text-sm leading-relaxed text-muted">{tip.analysis}</p>
      <div className="flex items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={tip.author.displayName} src={tip.author.profilePicture} size="sm" />
          <PersonName name={tip.author.displayName} className="truncate text-sm font-semibold text-fg" />
        </span>
        <Link href={href} className="inline-flex shrink-0 items-center gap-0.5 text-sm font-semibold text-accent hover:underline">
          {t('readMore')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
