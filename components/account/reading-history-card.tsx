'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { NEWS_KEY_ROOT } from '@/lib/api/queries/news';
import { apiQuery } from '@/lib/api/lazy-client';
import { newsReadingHistoryClear } from '@/lib/contract/news-calls';
import { SectionCard } from './section-card';

/** The articles the member read steer their recommended news; this forgets them all. */
export function ReadingHistoryCard() {
  const t = useTranslations('account.readingHistory');
  const client = useQueryClient();
  const clear = useMutation({
    mutationFn: () => apiQuery(newsReadingHistoryClear, { body: {} }),
    onSuccess: () => {
      toast.success(t('cleared'));
      void client.invalidateQueries({ queryKey: [NEWS_KEY_ROOT] });
    },
    onError: () => toast.error(t('failed')),
  });
  return (
    <SectionCard title={t('title')} lead={t('lead')}>
      <Button variant="outline" size="sm" disabled={clear.isPending} onClick={() => clear.mutate()}>
        <History aria-hidden />
        {t('clear')}
      </Button>
    </SectionCard>
  );
}
