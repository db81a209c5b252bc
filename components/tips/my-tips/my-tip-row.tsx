'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { removeTip, TIPS_KEY_ROOT } from '@/lib/api/queries/tips';
import type { TipItem } from '@/lib/contract/tips';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { tipDetailPath } from '@/lib/domain/tip-keo';
import { TipCard } from '../tip-card';
import { TipForm } from './tip-form';

/** One of the member's tips: the card, and before kick-off its edit and delete buttons. */
export function MyTipRow({ tip, timeZone, now }: { tip: TipItem; timeZone: string; now: number }) {
  const t = useTranslations('tips.mine');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const open = tip.match.scheduleStatus === SCHEDULE_STATUS.comingUp && tip.match.startTimestamp > now;
  const href = tipDetailPath({ id: tip.id, home: tip.match.home, away: tip.match.away });

  const remove = useMutation({
    mutationFn: () => removeTip(tip.id),
    onSuccess: (result) => {
      if (!result.ok) {
        toast.error(result.message);
        setMode('view');
        return;
      }
      toast.success(t('deleted'));
      void queryClient.invalidateQueries({ queryKey: [TIPS_KEY_ROOT] });
    },
  });

  if (mode === 'edit') {
    return (
      <Card className="p-3 md:p-4">
        <TipForm editing={tip} onDone={() => setMode('view')} />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TipCard tip={tip} href={href} timeZone={timeZone} />
      {open ? (
        <div className="flex flex-wrap items-center justify-end gap-2" role="group" aria-label={`${tip.match.home} – ${tip.match.away}`}>
          {mode === 'confirm' ? (
            <>
              <span className="text-sm text-muted">{t('confirmDelete')}</span>
              <Button size="sm" variant="live" disabled={remove.isPending} onClick={() => remove.mutate()}>{t('delete')}</Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('view')}>{t('cancel')}</Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => setMode('edit')}>
                <Pencil aria-hidden />
                {t('edit')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('confirm')}>
                <Trash2 aria-hidden />
                {t('delete')}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
