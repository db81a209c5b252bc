import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { TipResult } from '@/lib/domain/match-events';

const VARIANT: Record<TipResult | 'pending', BadgeVariant> = { won: 'success', lost: 'live', void: 'neutral', pending: 'outline' };

/** Won / lost / void once settled; "chờ kết quả" until then. */
export function TipResultBadge({ result }: { result: TipResult | null }) {
  const t = useTranslations('tips.result');
  const key = result ?? 'pending';
  return (
    <Badge variant={VARIANT[key]} data-result={key} className="whitespace-nowrap">
      {t(key)}
    </Badge>
  );
}
