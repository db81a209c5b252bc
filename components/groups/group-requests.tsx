'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Check, Inbox, X } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { useRefusal } from '@/components/activity/use-refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { PostTime } from '@/components/feed/post-time';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { Button } from '@/components/ui/button';
import { cursorItems, type CursorPages } from '@/lib/api/queries/cursor-list';
import { groupKeys, groupRequestsQuery, respondToRequest, type GroupDetail, type GroupRequest } from '@/lib/api/queries/groups';
import { MemberRow } from './member-row';

/** Join requests waiting, oldest first, for those who answer them: let in or turn down, each at once. */
export function GroupRequests({ group }: { group: GroupDetail }) {
  const t = useTranslations('groups');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const refuse = useRefusal(t);
  const key = groupKeys.requests(viewer, group.id);
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(groupRequestsQuery(viewer, group.id));
  const answer = useMutation({
    mutationFn: ({ userId, approve }: { userId: number; approve: boolean; name: string }) => respondToRequest(group.id, userId, approve),
    onSuccess: (_answer, { userId, approve, name }) => {
      client.setQueryData<CursorPages<GroupRequest>>(key, (d) => (d ? { ...d, pages: d.pages.map((p) => ({ ...p, list: p.list.filter((r) => r.userId !== userId) })) } : d));
      client.setQueryData<GroupDetail>(groupKeys.detail(viewer, group.id), (g) =>
        g ? { ...g, pendingRequests: Math.max(0, (g.pendingRequests ?? 1) - 1), memberCount: g.memberCount + Number(approve) } : g,
      );
      if (approve) void client.invalidateQueries({ queryKey: groupKeys.members(viewer, group.id) });
      toast.success(t(approve ? 'requests.approved' : 'requests.declined', { name }));
    },
    // A request answered meanwhile by another admin (404) is simply gone: read the list again.
    onError: (err) => {
      void refetch();
      refuse(err);
    },
  });
  if (isPending) return <ListLoading label={t('requests.loading')} rows={3} className="flex flex-col gap-2" itemClassName="h-16" />;
  if (isError && !data) return <ErrorState title={t('requests.failed')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  const requests = cursorItems(data, (r) => r.userId);
  if (requests.length === 0) return <EmptyState icon={<Inbox aria-hidden />} title={t('requests.emptyTitle')} description={t('requests.emptyText')} />;
  return (
    <div className="flex flex-col gap-2" data-testid="group-requests">
      <ul aria-label={t('requests.title')} className="flex flex-col gap-2">
        {requests.map((r) => (
          <li key={r.userId}>
            <MemberRow
              {...r}
              meta={t.rich('requests.asked', { time: () => <PostTime at={r.requestedAt} /> })}
              actions={
                <>
                  <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate({ userId: r.userId, approve: true, name: r.displayName })} aria-label={t('requests.approveLabel', { name: r.displayName })}>
                    <Check aria-hidden />
                    {t('requests.approve')}
                  </Button>
                  <Button variant="outline" size="sm" disabled={answer.isPending} onClick={() => answer.mutate({ userId: r.userId, approve: false, name: r.displayName })} aria-label={t('requests.declineLabel', { name: r.displayName })}>
                    <X aria-hidden />
                    {t('requests.decline')}
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="outline" size="sm" className="self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}
