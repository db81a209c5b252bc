import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PersonName } from '@/components/people/commentator-name';
import { Avatar } from '@/components/ui/avatar';
import type { Clip } from '@/lib/contract/highlights';
import type { Article, ArticleSummary } from '@/lib/contract/news';
import type { Match } from '@/lib/contract/schedule';
import { isNewsType, NEWS_ROOT, newsListPath } from '@/lib/domain/news';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { ArticleBody } from './article-body';
import { ArticleCard, COVER_SIZE } from './article-card';
import { bodyContext, tagHref } from './article-links';
import { ViewCount } from '@/components/page-kit/item-meta';
import { ReadingTime } from './article-meta';
import { sportOf, typeKeyOf } from './news-links';

interface ArticleViewProps {
  article: Article;
  related: readonly ArticleSummary[];
  timeZone: string;
  now: number;
  /** The fixtures the body and tags refer to, by fixture id. */
  matches: ReadonlyMap<number, Match>;
  /** The clips the body embeds, by clip id. */
  clips: ReadonlyMap<number, Clip>;
  /** Member actions on the byline row (save); the page supplies them, as they are client islands. */
  actions?: ReactNode;
  /** What readers say, right under the text and before the related pieces. */
  comments?: ReactNode;
}

/** One article: where it sits, headline, standfirst, byline, cover, body, tags and related pieces. */
export function ArticleView({ article: a, related, timeZone, now, matches, clips, actions, comments }: ArticleViewProps) {
  const t = useTranslations('news');
  const sport = sportOf(a.category);
  return (
    <article className="flex flex-col gap-6 py-4 md:gap-8 md:py-8" data-testid="article-view" data-article={a.id}>
      <header className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <Breadcrumb category={a.category} type={a.type} />
        <h1 className="text-[1.75rem] leading-[1.15] font-extrabold tracking-tight text-balance text-fg [overflow-wrap:anywhere] md:text-[2.5rem] lg:text-[2.75rem]">
          {a.headline}
        </h1>
        <p className="text-lg leading-relaxed text-pretty text-muted md:text-xl">{a.standfirst}</p>
        <div className="flex items-center gap-3 border-y border-border py-3">
          <Avatar name={a.author.displayName} src={a.author.profilePicture} size="md" className="size-10" />
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            <p className="truncate">
              <span className="text-muted">{t('article.by')}</span> <PersonName name={a.author.displayName} className="font-semibold text-fg" />
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted md:text-sm">
              <span>
                {t('article.published')} <time dateTime={new Date(a.publishedAt).toISOString()}>{formatDateTime(a.publishedAt, timeZone)}</time>
              </span>
              {a.updatedAt ? (
                <span data-testid="article-updated">
                  {t('article.updated')} <time dateTime={new Date(a.updatedAt).toISOString()}>{formatDateTime(a.updatedAt, timeZone)}</time>
                </span>
              ) : null}
              <ReadingTime minutes={a.readingMinutes} />
              <ViewCount count={a.viewCount} />
            </p>
          </div>
          {actions ? <div className="ml-auto shrink-0">{actions}</div> : null}
        </div>
      </header>

      {/* Only a newsroom preview of a draft has no cover yet. */}
      {a.cover ? (
      <figure className="mx-auto w-full max-w-5xl overflow-hidden rounded-xl bg-surface-2 md:rounded-2xl">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated covers from /media; the optimiser adds nothing */}
        <img src={a.cover} alt="" width={COVER_SIZE.width} height={COVER_SIZE.height} loading="eager" fetchPriority="high" className="aspect-[16/9] w-full object-cover sm:aspect-[16/7]" />
      </figure>
      ) : null}

      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
        <ArticleBody blocks={a.body} context={bodyContext(a, matches, clips, timeZone)} />
        {a.tags.length > 0 ? (
          <section aria-labelledby="article-tags" className="flex flex-col gap-3 border-t border-border pt-5">
            <h2 id="article-tags" className="text-xs font-bold tracking-wider text-muted uppercase">{t('article.tags')}</h2>
            <ul className="flex flex-wrap gap-2">
              {a.tags.map((tag) => {
                const href = tagHref(tag, a.category, matches);
                const chip = 'inline-flex h-8 items-center rounded-full border border-border bg-surface px-3 text-sm font-medium text-fg';
                return (
                  <li key={`${tag.kind}-${tag.refId}`}>
                    {href ? (
                      <Link href={href} className={`${chip} transition hover:border-accent hover:text-accent`} data-tag={tag.kind}>{tag.name}</Link>
                    ) : (
                      <span className={chip} data-tag={tag.kind}>{tag.name}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>

      {comments}

      {related.length > 0 ? (
        <section aria-labelledby="article-related" className="flex flex-col gap-4 border-t border-border pt-6 md:pt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="article-related" className="text-lg font-bold tracking-tight text-fg md:text-xl">{t('article.related')}</h2>
            {sport ? (
              <Link href={newsListPath(sport)} className="inline-flex items-center gap-0.5 text-sm font-semibold text-accent hover:underline">
                {t('article.relatedMore', { category: t(`sports.${sport}`) })}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </div>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-4" data-testid="article-related">
            {related.map((r) => (
              <li key={r.id} className="min-w-0">
                <ArticleCard article={r} timeZone={timeZone} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** Tin tức › sport › type, each a link to its list. */
function Breadcrumb({ category, type }: { category: string; type: string }) {
  const t = useTranslations('news');
  const sport = sportOf(category);
  const typeKey = typeKeyOf(type);
  const steps = [{ href: NEWS_ROOT, label: t('title') }];
  if (sport) steps.push({ href: newsListPath(sport), label: t(`sports.${sport}`) });
  if (sport && typeKey && isNewsType(type)) steps.push({ href: newsListPath(sport, type), label: t(`types.${typeKey}`) });
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm font-semibold">
        {steps.map((step, i) => (
          <li key={step.href} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden className="size-3.5 text-muted" /> : null}
            <Link href={step.href} className={i === 0 ? 'text-muted hover:text-accent' : 'text-accent hover:underline'}>
              {step.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
