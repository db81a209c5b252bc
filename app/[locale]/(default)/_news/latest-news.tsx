import { getNow, getTranslations } from 'next-intl/server';
import { NewsStrip } from '@/components/news/news-strip';
import { newsListQuery } from '@/lib/api/queries/news';
import type { ArticleTagKind } from '@/lib/domain/news';
import { viewerZone } from '@/lib/page-kit/context';
import { serverData } from '@/server/api/server-query';

/** Articles a strip shows: one row on a wide screen. */
export const LATEST_NEWS_COUNT = 4;

/**
 * The newest articles about what a page shows (a team, a player, a league, a match), or of the whole
 * section. Nothing at all when there is none: a page is not made longer by an empty "news" box, and a
 * failed list only leaves the strip out.
 */
async function latest(about?: { kind: ArticleTagKind; id: number }) {
  const [list, timeZone, now] = await Promise.all([
    serverData(newsListQuery({ ...(about ? { tagKind: about.kind, tagId: about.id } : {}), pageNum: 1, pageSize: LATEST_NEWS_COUNT })),
    viewerZone(),
    getNow(),
  ]);
  return { articles: list?.items ?? [], timeZone, now: now.getTime() };
}

/** The home page's strip: the newest articles of every sport. */
export async function HomeNews() {
  const [{ articles, timeZone, now }, t] = await Promise.all([latest(), getTranslations('news.latestStrip')]);
  if (articles.length === 0) return null;
  return <NewsStrip articles={articles} headingId="latest-news" title={t('home')} timeZone={timeZone} now={now} />;
}

/** Under a team's, player's, league's or match's page: the articles tagged with it, named after it. */
export async function NewsAbout({ kind, id, name }: { kind: ArticleTagKind; id: number; name: string }) {
  const [{ articles, timeZone, now }, t] = await Promise.all([latest({ kind, id }), getTranslations('news.latestStrip')]);
  if (articles.length === 0) return null;
  return (
    <div className="pb-6 md:pb-8">
      <NewsStrip articles={articles} headingId={`latest-news-${kind}`} category="bong-da" title={t('about', { name })} timeZone={timeZone} now={now} />
    </div>
  );
}
