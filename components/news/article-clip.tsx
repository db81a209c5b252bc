'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { POSTER_SIZE } from '@/components/highlights/poster-size';
import { SpoilerReveal, SpoilerTitle } from '@/components/highlights/spoiler';
import type { Clip } from '@/lib/contract/highlights';
import { Link } from '@/lib/i18n/navigation';
import { useResultHidden } from '@/lib/stores/spoiler-store';

// The player and its stream engine load only once a reader presses play: an article's first load stays light.
const VodPlayer = lazy(() => import('@/components/player/vod-player').then((m) => ({ default: m.VodPlayer })));

function Poster({ clip, clock, label, onPlay }: { clip: Clip; clock: string; label?: string; onPlay?: () => void }) {
  const picture = (
    // eslint-disable-next-line @next/next/no-img-element -- generated posters from /media; the optimiser adds nothing
    <img src={clip.poster} alt="" width={POSTER_SIZE.width} height={POSTER_SIZE.height} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
  );
  if (!onPlay) return <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">{picture}</div>;
  return (
    <button
      type="button"
      onClick={onPlay}
      aria-label={label}
      data-testid="article-clip-play"
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      {picture}
      <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/20 transition group-hover:bg-black/35">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent text-white shadow-lg transition motion-safe:group-hover:scale-110">
          <Icon name="play" className="ml-1 size-7 fill-current" />
        </span>
      </span>
      <span aria-hidden className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 font-mono text-xs font-semibold text-white tabular-nums">
        {clock}
      </span>
    </button>
  );
}

export interface ArticleClipProps {
  clip: Clip;
  /** The clip's page and its length as a clock, worked out on the server: the client then needs none of the section's rules. */
  href: string;
  clock: string;
}

/** A highlight clip inside an article: its poster to press play on, then the on-demand player in place. */
export function ArticleClip({ clip, href, clock }: ArticleClipProps) {
  const t = useTranslations('highlights');
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const hidden = useResultHidden(clip.match?.fixtureId);
  // While the result is hidden, nothing the reader can read (the button's name, the video's tooltip) carries the score.
  const safeTitle = hidden && clip.match ? t('spoiler.hiddenTitle', { home: clip.match.home, away: clip.match.away }) : clip.title;
  return (
    <figure aria-label={t('embed.label')} className="my-2 flex flex-col gap-3" data-testid="article-clip" data-clip={clip.id} data-ready={hydrated || undefined}>
      {playing ? (
        <Suspense fallback={<Poster clip={clip} clock={clock} />}>
          <VodPlayer
            src={clip.stream}
            title={safeTitle}
            clipId={clip.id}
            durationSeconds={clip.durationSeconds}
            chapters={[]}
            poster={clip.poster}
            chaptersTitle={t('clip.chapters')}
          />
        </Suspense>
      ) : (
        <Poster clip={clip} clock={clock} label={t('embed.play', { title: safeTitle })} onPlay={() => setPlaying(true)} />
      )}
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base leading-snug">
        <span className="min-w-0 flex-1 font-semibold text-fg [overflow-wrap:anywhere]" data-testid="article-clip-title">
          <SpoilerTitle title={clip.title} match={clip.match} />
        </span>
        <span className="sr-only">{t('card.duration', { time: clock })}</span>
        <SpoilerReveal fixtureId={clip.match?.fixtureId} />
        <Link href={href} className="inline-flex w-full items-center gap-1 text-sm font-semibold text-accent hover:underline" data-testid="article-clip-link">
          {t('embed.open')}
          <Icon name="arrow-up-right" className="size-4" />
        </Link>
      </figcaption>
    </figure>
  );
}
