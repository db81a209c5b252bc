import { useTranslations } from 'next-intl';
import { Badge, LiveDot } from '@/components/ui/badge';

/** "● LIVE 67'" on a live match; the minute is left out when the feed has none. */
export function LiveBadge({ minute }: { minute: string | null }) {
  const t = useTranslations('home.match');
  return (
    <Badge variant="live" className="shrink-0">
      <LiveDot />
      {t('live')}
      {minute ? <span className="tabular-nums normal-case">{minute}</span> : null}
    </Badge>
  );
}
