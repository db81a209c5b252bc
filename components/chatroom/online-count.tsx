'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format/count';
import { useAppLocale } from './use-locale-key';

/** "● 1,5K người đang online": green while someone is there. */
export function OnlineCount({ online, className }: { online: number; className?: string }) {
  const t = useTranslations('chatroom.room');
  const locale = useAppLocale();
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold', online > 0 ? 'text-success' : 'text-muted', className)} data-testid="room-online">
      <span aria-hidden className={cn('size-2 rounded-full', online > 0 ? 'bg-success' : 'bg-muted/60')} />
      {t('onlineLabel', { n: online, count: formatCount(online, locale) })}
    </span>
  );
}
