import { Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PublishedTime, ViewCount } from '@/components/page-kit/item-meta';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { ClipSummary } from '@/lib/contract/highlights';
import { clipPath, clockOf, HIGHLIGHT_TYPES } from '@/lib/domain/highlights';
import { Link } from '@/lib/i18n/navigation';
import { POSTER_SIZE } from './poster-size';
import { SpoilerReveal, SpoilerTitle } from './spoiler';

/** Posters are drawn 1600×600 and shown cropped to 16:9. */

export const typeKeyOf = (type: string) => HIGHLIGHT_TYPES.find((t) => t.slug === type)?.key;

interface ClipCardProps {
  clip: ClipSummary;
  timeZone: string;
  now: number;
  eager?: boolean;
  /** A row in a side list: thumbnail beside the title. */
  compact?: boolean;
}

/** One clip: a 16:9 thumbnail with its length, the type, the title (the link) and its views and age. */
export function ClipCard({ clip: c, timeZone, now, eager = false, compact = false }: ClipCardProps) {
  const t = useTranslations('highlights');
  const typeKey = typeKeyOf(c.type);
  return (
    <article
      className={cn('group relative flex h-full gap-3 rounded-xl transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent', compact ? 'flex-row items-start' : 'flex-col')}
      data-testid="clip-card"
      data-clip={c.id}
    >
      <div className={cn('relative shrink-0 overflow-hidden rounded-xl bg-surface-2', compact ? 'aspect-video w-36' : 'aspect-video w-full')}>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated posters from /media; the optimiser adds nothing */}
        <img
          src={c.poster}
          alt=""
          width={POSTER_SIZE.width}
          height={POSTER_SIZE.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? undefined : 'async'}
          className="absolute inset-0 size-full object-cover transition duration-500 motion-safe:group-hover:scale-[1.04]"
        />
        <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/0 transition group-hover:bg-black/30">
          <span className="flex size-11 scale-90 items-center justify-center rounded-full bg-black/60 text-white opacity-0 transition group-hover:scale-100 group-hover:opacity-100">
            <Play className="size-5 fill-current" />
          </span>
        </span>
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/80 px-1.5 py-0.5 font-mono text-[11px] font-semibold text-white tabular-nums">
          <span className="sr-only">{t('card.duration', { time: clockOf(c.durationSeconds) })}</span>
          <span aria-hidden>{clockOf(c.durationSeconds)}</span>
        </span>
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', compact && 'gap-1')}>
        {!compact && typeKey ? (
          <p className="flex flex-wrap gap-1.5">
            <Badge variant="accent">{t(`sports.${c.category}`)}</Badge>
            <Badge variant="neutral">{t(`types.${typeKey}`)}</Badge>
          </p>
        ) : null}
        <h3 className={cn('line-clamp-2 font-semibold leading-snug group-hover:text-accent', compact ? 'text-[13px]' : 'text-[15px]')}>
          <Link href={clipPath(c)} className="outline-none after:absolute after:inset-0">
            <SpoilerTitle title={c.title} match={c.match} />
          </Link>
        </h3>
        {compact ? null : <SpoilerReveal fixtureId={c.match?.fixtureId} />}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <ViewCount count={c.viewCount} />
          <PublishedTime at={c.publishedAt} now={now} timeZone={timeZone} />
        </p>
      </div>
    </article>
  );
}
