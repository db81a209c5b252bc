'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Bookmark, X } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { EmptyState } from '@/components/page-kit/empty-state';
import { LoadMoreList } from '@/components/page-kit/load-more-list';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { SAVED_KEY_ROOT, savedListQuery, unsaveItem } from '@/lib/api/queries/saved';
import type { SavedItem } from '@/lib/contract/saved';
import { NEWS_ROOT } from '@/lib/domain/news';
import { relativeTime } from '@/lib/format/relative-time';
import { Link } from '@/lib/i18n/navigation';
import { useCurrentUser } from '@/lib/stores/session-store';
import { useNow } from '@/components/chatroom/use-now';

/** The member's saved items, newest saved first, each linking back to its page. */
export function SavedSection() {
  const t = useTranslations('saved.list');
  const userId = useCurrentUser()?.userId ?? 0;
  return (
    <section aria-labelledby="saved-heading" className="flex flex-col gap-4" data-testid="saved-list">
      <div>
        <h2 id="saved-heading" className="text-lg font-bold text-fg">{t('title')}</h2>
        <p className="text-sm text-muted">{t('intro')}</p>
      </div>
      <LoadMoreList
        query={savedListQuery(userId)}
        itemKey={(s) => `${s.kind}:${s.id}`}
        renderItem={(s) => <SavedRow item={s} />}
        label={t('title')}
        empty={
          <EmptyState
            icon={<Bookmark aria-hidden />}
            title={t('emptyTitle')}
            description={t('emptyText')}
            action={<Link href={NEWS_ROOT} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('browse')}</Link>}
          />
        }
        labels={{ loading: t('title'), failed: t('error'), retry: t('retry'), more: t('more'), loadingMore: t('loadingMore'), moreFailed: t('moreFailed'), shown: (count, total) => t('shown', { count, total }) }}
      />
    </section>
  );
}

function SavedRow({ item }: { item: SavedItem }) {
  const t = useTranslations('saved.list');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const now = useNow(item.savedAt);
  const remove = useMutation({
    mutationFn: () => unsaveItem(item.kind, item.id),
    onError: () => toast.error(t('error')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SAVED_KEY_ROOT] }),
  });
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-surface p-2.5 sm:p-3" data-testid="saved-item">
      {item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- generated covers from /media; the optimiser adds nothing
        <img src={item.image} alt="" width={96} height={54} loading="lazy" className="aspect-video w-20 shrink-0 rounded-lg bg-surface-2 object-cover sm:w-28" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={item.href} className="line-clamp-2 text-sm font-semibold text-fg hover:text-accent sm:text-base">
          {item.title}
        </Link>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge variant="neutral">{t(`kinds.${item.kind}`)}</Badge>
          <span>{t('savedAt', { time: relativeTime(item.savedAt, now, locale) })}</span>
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label={t('removeLabel', { title: item.title })} title={t('remove')} disabled={remove.isPending} onClick={() => remove.mutate()}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
