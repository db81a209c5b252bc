'use client';

import { useTranslations } from 'next-intl';
import { RectangleHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useRoomUiStore } from '@/lib/stores/room-ui-store';

/** Switches the room between normal and theatre mode (the player takes the full width). */
export function TheatreToggle({ className }: { className?: string }) {
  const t = useTranslations('liveroom.mode');
  const theatre = useRoomUiStore((s) => s.mode === 'theatre');
  const toggle = useRoomUiStore((s) => s.toggleMode);
  return (
    <Button
      variant={theatre ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={theatre}
      onClick={toggle}
      title={t('theatre')}
      className={cn('focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      <RectangleHorizontal aria-hidden />
      <span>{t('theatre')}</span>
    </Button>
  );
}
