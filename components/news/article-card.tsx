import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { PersonName } from '@/components/people/commentator-name';
import type { ArticleSummary } from '@/lib/contract/news';
import { articlePath } from '@/lib/domain/news';
import { Link } from '@/lib/i18n/navigation';
import { PublishedTime, ViewCount } from '@/components/page-kit/item-meta';
import { ArticleChips, ReadingTime } from './article-meta';

/** Covers are drawn 1600×600; the attributes reserve the box before the picture arrives. */
export const COVER_SIZE = { width: 1600, height: 600 } as const;

export interface ArticleCardProps {
  article: ArticleSummary;
  timeZone: string;
  /** The render's clock, for "3 giờ trước". */
  now: number;
  /** The lead story: wide, cover beside the text on larger screens. */
  lead?: boolean;
  /** Above the fold (the first row): the cover loads at once, not when scrolled to. */
  eager?: boolean;
}

/**
 * One article in a list: cover, sport and type, headline (the link: the whole card opens the article),
 * standfirst, author, time, reading minutes and views. On a phone a list card is a row (a thumbnail
 * beside the headline) so a screen shows several; from the small breakpoint up it is a column.
 */
export function ArticleCard({ article: a, timeZone, now, lead = false, eager = false }: ArticleCardProps) {
  return (
    <article
      className={cn(
        'group relative flex h-full overflow-hidden rounded-xl border border-border bg-surface shadow-sm shadow-black/[0.03] transition hover:border-accent/50',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent',
        lead ? 'flex-col md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:rounded-2xl' : 'flex-row gap-3 p-3 sm:flex-col sm:gap-0 sm:p-0',
      )}
      data-testid="article-card"
      data-article={a.id}
      data-category={a.category}
      data-type={a.type}
    >
      <div
        className={cn(
          'relative shrink-0 overflow-hidden bg-surface-2',
          lead ? 'aspect-[16/9] md:aspect-auto md:min-h-72' : 'aspect-[4/3] w-28 self-start rounded-lg sm:aspect-[16/9] sm:w-auto sm:self-auto sm:rounded-none',
        )}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- generated covers from /media; the optimiser adds nothing */}
        <img
          src={a.cover}
          alt=""
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={lead && eager ? 'high' : undefined}
          decoding={eager ? undefined : 'async'}
          className="absolute inset-0 size-full object-cover transition duration-500 motion-safe:group-hover:scale-[1.03]"
        />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col', lead ? 'gap-3 p-4 md:justify-center md:p-7' : 'gap-1.5 sm:gap-2 sm:p-4')}>
        <ArticleChips category={a.category} type={a.type} />
        <h3
          className={cn(
            'font-bold tracking-tight text-fg [overflow-wrap:anywhere]',
            lead ? 'text-xl leading-tight md:text-2xl lg:text-3xl' : 'line-clamp-3 text-[0.9375rem] leading-snug sm:line-clamp-none sm:text-base md:text-[1.0625rem]',
          )}
        >
          <Link href={articlePath(a)} className="transition-colors after:absolute after:inset-0 after:content-[''] group-hover:text-accent focus-visible:outline-none">
            {a.headline}
          </Link>
        </h3>
        <p className={cn('text-sm leading-relaxed text-muted', lead ? 'line-clamp-3 md:text-base' : 'line-clamp-2 max-sm:hidden')}>{a.standfirst}</p>
        <div className="mt-auto flex min-w-0 flex-col gap-1.5 pt-1 text-xs text-muted">
          <span className={cn('flex min-w-0 items-center gap-2', !lead && 'max-sm:hidden')}>
            <Avatar name={a.author.displayName} src={a.author.profilePicture} size="sm" className="size-6 text-[10px]" />
            <PersonName name={a.author.displayName} className="truncate font-semibold text-fg" />
          </span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PublishedTime at={a.publishedAt} now={now} timeZone={timeZone} />
            <ReadingTime minutes={a.readingMinutes} />
            <ViewCount count={a.viewCount} />
          </span>
        </div>
      </div>
    </article>
  );
}
