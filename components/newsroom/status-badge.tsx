import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { ArticleStatus } from '@/lib/domain/news';

const VARIANT: Record<ArticleStatus, BadgeVariant> = { draft: 'neutral', scheduled: 'warning', published: 'success', unpublished: 'outline' };

/** An article's state; a scheduled article whose time has come reads as live. */
export function StatusBadge({ status, live }: { status: ArticleStatus; live: boolean }) {
  const t = useTranslations('newsroom.status');
  return (
    <Badge variant={live ? 'success' : VARIANT[status]} data-status={live ? 'live' : status}>
      {live && status !== 'published' ? t('live') : t(status)}
    </Badge>
  );
}
