import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { PromotionStatus } from '@/lib/domain/community';

const VARIANT: Record<PromotionStatus, BadgeVariant> = { running: 'success', upcoming: 'accent', ended: 'neutral' };

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const t = useTranslations('community.promotions.status');
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {t(status)}
    </Badge>
  );
}
