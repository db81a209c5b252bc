import type { Metadata } from 'next';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { FeedShell } from '@/components/feed/feed-shell';
import { PostSkeletons } from '@/components/feed/post-skeleton';
import { PostView } from '@/components/feed/post-view';
import { JsonLdScript } from '@/components/seo/json-ld';
import { feedPostQuery } from '@/lib/api/queries/feed';
import { postPath } from '@/lib/domain/feed';
import { positiveId } from '@/lib/domain/football-urls';
import { localeOf } from '@/lib/page-kit/context';
import { Hydrate } from '@/server/api/hydrate';
import { prefill } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';
import { feedRequest, type FeedPageProps } from '../../_feed/feed-page';
import { findPost, postMetadata, postStructuredData } from '../../_feed/post-page';

type Props = FeedPageProps<{ id: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const postId = positiveId(id);
  const post = postId === null ? null : await findPost(await serverViewer(), postId);
  return post ? postMetadata(post, localeOf(locale)) : {};
}

/**
 * /bang-ton/bai-viet/{id}: one post with its comments open; an unknown id, or a post not for this
 * reader, is the 404. A members' shell is drawn with what a guest may see and the member's browser
 * reads the post as theirs (or finds it gone), so a post a guest may not see is no 404 there.
 */
export default async function PostPage({ params }: Props) {
  const { id } = await params;
  const { locale, viewer, memberShell, timeZone, renderedAt, t } = await feedRequest(params);
  const postId = positiveId(id);
  const post = postId === null ? null : await findPost(viewer, postId);
  if (postId === null || (!post && !memberShell)) routeValidationNotFound(postPath(postId ?? 0));
  if (post && !memberShell) prefill(feedPostQuery(viewer, post.id).queryKey, post);
  return (
    <Hydrate>
      <FeedShell
        title={post ? t('meta.postTitle', { name: post.author.displayName }) : t('meta.title')}
        viewer={viewer}
        timeZone={timeZone}
        renderedAt={renderedAt}
        shellPlaceholder={memberShell ? <PostSkeletons label={t('postPage.loading')} count={1} /> : undefined}
      >
        {post?.audience === 'public' ? <JsonLdScript data={await postStructuredData(post, locale)} /> : null}
        <PostView id={postId} />
      </FeedShell>
    </Hydrate>
  );
}
