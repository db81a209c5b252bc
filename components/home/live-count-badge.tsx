import { useTranslations } from 'next-intl';
import { LiveDot } from '@/components/ui/badge';

/** "● 12 trận đang trực tiếp"; null while the count is unknown. */
export function LiveCountBadge({ count }: { count: number | null }) {
  const t = useTranslations('home.liveCount');
  return (
    <p
      data-testid="live-count"
      aria-live="polite"
      className="inline-flex items-center gap-2 rounded-full border border-live/30 bg-live/10 px-4 py-2 text-sm font-medium text-fg"
    >
      <LiveDot className="size-2.5 text-live" />
      {count === null
        ? t('unknown')
        : t.rich('label', {
            count,
            value: (chunks) => (
              <span data-testid="live-count-value" className="text-lg font-bold tabular-nums text-live">
                {chunks}
              </span>
            ),
          })}
    </p>
  );
}
