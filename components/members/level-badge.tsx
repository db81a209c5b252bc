import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { LEVEL_BADGE } from '@/lib/domain/levels';

/** The spec's member badge (LV) with the member's level. */
export function LevelBadge({ level, className }: { level: number; className?: string }) {
  const t = useTranslations('members.level');
  return (
    <span data-badge={LEVEL_BADGE} data-level={level} className={cn('inline-flex items-center rounded-md bg-accent px-1.5 py-0.5 text-[11px] font-extrabold leading-none tracking-wide text-accent-fg', className)}>
      {t('badge', { level })}
    </span>
  );
}
