'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format/count';
import { useAppLocale } from './use-locale-key';

/** "● 1,5K người đang online" while someone is there; nothing for an empty room (a zero says nothing worth reading). */
export function OnlineCount({ online, className }: { online: number; className?: string }) {
  const t = useTranslations('chatroom.room');
  const locale = useAppLocale();
  if (online <= 0) return null;
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold text-success', className)} data-testid="room-online">
      <span aria-hidden className="size-2 rounded-full bg-success" />
      {t('onlineLabel', { n: online, count: formatCount(online, locale) })}
    </span>
  );
}
