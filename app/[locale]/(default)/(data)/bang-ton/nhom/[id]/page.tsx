import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UsersRound } from 'lucide-react';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { FeedShell } from '@/components/feed/feed-shell';
import { GroupDetailView } from '@/components/groups/group-detail-view';
import { isGroupTab } from '@/components/groups/group-tabs';
import { groupDetailQuery, groupFeedParams, type GroupDetail } from '@/lib/api/queries/groups';
import { positiveId } from '@/lib/domain/football-urls';
import { groupPath } from '@/lib/domain/groups';
import { localeOf } from '@/lib/page-kit/context';
import { Hydrate } from '@/server/api/hydrate';
import { foundOrNull } from '@/server/api/page-data';
import { prefill, serverQuery } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';
import { feedRequest, prefetchFirstPage, type FeedPageProps } from '../../_feed/feed-page';
import { detailMetadata, HubMessages, oneLine } from '../../_hub/hub-page';

type Props = FeedPageProps<{ id: string }>;

/** The group as the reader may see it, or null for an unknown one (the 404); a failure is thrown (the error view). */
async function findGroup(viewer: number, id: number | null): Promise<GroupDetail | null> {
  return id === null ? null : foundOrNull(await serverQuery(groupDetailQuery(viewer, id)), `group ${id}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = localeOf(raw);
  const group = await findGroup(await serverViewer(), positiveId(id));
  if (!group) return {};
  const t = await getTranslations({ locale, namespace: 'groups.meta' });
  const fallback = t(group.privacy === 'private' ? 'privateDescription' : 'groupDescription', { name: group.name });
  return detailMetadata({
    locale,
    path: groupPath(group.id),
    title: group.name,
    description: oneLine(group.description || fallback),
    image: group.cover ? { url: group.cover, width: 1500, height: 500 } : null,
  });
}

/** /bang-ton/nhom/{id}: a group's page; its posts are drawn with it for readers who may see them. An unknown id is the 404. */
export default async function GroupPage({ params, searchParams }: Props) {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const { locale, viewer, timeZone, renderedAt } = await feedRequest(params);
  const group = await findGroup(viewer, positiveId(id));
  if (!group) routeValidationNotFound(groupPath(positiveId(id) ?? 0));
  prefill(groupDetailQuery(viewer, group.id).queryKey, group);
  if (group.canRead) await prefetchFirstPage(viewer, groupFeedParams(group.id));
  const tab = isGroupTab(search.tab) ? search.tab : 'posts';
  const t = await getTranslations({ locale, namespace: 'groups.meta' });
  return (
    <Hydrate>
      <FeedShell title={t('title')} icon={UsersRound} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <HubMessages namespaces={['groups']}>
          <GroupDetailView id={group.id} initialTab={tab} />
        </HubMessages>
      </FeedShell>
    </Hydrate>
  );
}
