'use client';

import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { ApiError } from '@/lib/api/error-catalogue';
import { mapPages, type PagedAnswer } from '@/lib/api/queries/paged';
import { actOnReviewItem, reviewKeys, type ReviewFilter } from '@/lib/api/queries/review';
import type { ReviewItem } from '@/lib/contract/review';
import type { ReviewAction, SuspensionDays } from '@/lib/domain/review';

type Pages = InfiniteData<PagedAnswer<ReviewItem>>;

export interface ReviewActionInput {
  action: ReviewAction;
  days?: SuspensionDays;
}

const without = (data: Pages | undefined, id: number) =>
  mapPages(data, (page) => (page.list.some((i) => i.id === id) ? { ...page, list: page.list.filter((i) => i.id !== id), total: Math.max(0, page.total - 1) } : page));

/**
 * Acts on one item of the open list. The item leaves the list at once and comes back if the server
 * refuses; one someone else already closed (409) stays gone. Every list of the queue is read again after.
 */
export function useReviewAction(item: ReviewItem, filter: ReviewFilter) {
  const t = useTranslations('community.reviewQueue');
  const client = useQueryClient();
  const key = reviewKeys.list(filter);
  return useMutation({
    mutationFn: ({ action, days }: ReviewActionInput) => actOnReviewItem({ id: item.id, action, ...(days === undefined ? {} : { days }) }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Pages>(key);
      client.setQueryData<Pages>(key, (data) => without(data, item.id));
      return { before };
    },
    onSuccess: (_data, { action }) => toast.success(t(`done.${action}`)),
    onError: (err, _input, context) => {
      if (err instanceof ApiError && err.status === 409) return toast(t('errors.conflict'));
      if (context?.before) client.setQueryData(key, context.before);
      toast.error(t(err instanceof ApiError && err.status === 403 ? 'errors.forbidden' : 'errors.failed'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
