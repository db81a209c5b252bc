import { ArrowUpRight, Film } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PublishedTime, ViewCount } from '@/components/page-kit/item-meta';
import { VodPlayer } from '@/components/player/vod-player';
import { Badge } from '@/components/ui/badge';
import type { Clip, ClipSummary } from '@/lib/contract/highlights';
import { matchPath } from '@/lib/domain/football-urls';
import { clipPath, GOAL_CLIP_TYPE, highlightListPath } from '@/lib/domain/highlights';
import { Link } from '@/lib/i18n/navigation';
import { ClipCard, typeKeyOf } from './clip-card';
import { SpoilerReveal, SpoilerTitle } from './spoiler';

interface ClipViewProps {
  clip: Clip;
  moments: readonly ClipSummary[];
  related: readonly ClipSummary[];
  timeZone: string;
  now: number;
  startAt: number | null;
  /** Member actions on the clip (save), beside its facts. */
  actions?: ReactNode;
  /** The comments under the clip. */
  comments?: ReactNode;
}

function SideList({ title, clips, timeZone, now, testId }: { title: string; clips: readonly ClipSummary[]; timeZone: string; now: number; testId: string }) {
  if (clips.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-3" data-testid={testId}>
        {clips.map((c) => (
          <li key={c.id}><ClipCard clip={c} timeZone={timeZone} now={now} compact /></li>
        ))}
      </ul>
    </section>
  );
}

/** A clip's page: the player with its chapters, what the clip is, its match's other clips and more of its sport. */
export function ClipView({ clip, moments, related, timeZone, now, startAt, actions, comments }: ClipViewProps) {
  const t = useTranslations('highlights');
  const typeKey = typeKeyOf(clip.type);
  const m = clip.match;
  const packageClip = clip.parentId !== null ? moments.find((c) => c.id === clip.parentId) : undefined;
  const goals = moments.filter((c) => c.parentId !== null && c.type === GOAL_CLIP_TYPE);
  const others = moments.filter((c) => c.parentId !== null && c.type !== GOAL_CLIP_TYPE);
  return (
    <div className="grid gap-6 py-4 md:py-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-4">
        <VodPlayer
          src={clip.stream}
          title={clip.title}
          clipId={clip.id}
          durationSeconds={clip.durationSeconds}
          chapters={clip.chapters}
          startAt={startAt}
          poster={clip.poster}
          chaptersTitle={t('clip.chapters')}
        >
        <header className="flex flex-col gap-2">
          <p className="flex flex-wrap items-center gap-1.5">
            <Link href={highlightListPath(clip.category)}><Badge variant="accent">{t(`sports.${clip.category}`)}</Badge></Link>
            {typeKey ? <Link href={highlightListPath(clip.category, clip.type)}><Badge variant="neutral">{t(`types.${typeKey}`)}</Badge></Link> : null}
          </p>
          <h1 className="text-xl font-bold leading-tight md:text-2xl" data-testid="clip-title">
            <SpoilerTitle title={clip.title} match={m} />
          </h1>
          <SpoilerReveal fixtureId={m?.fixtureId} />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <ViewCount count={clip.viewCount} iconClassName="size-4" />
            <PublishedTime at={clip.publishedAt} now={now} timeZone={timeZone} />
            {m && clip.category === 'bong-da' ? (
              <Link href={matchPath({ staticId: m.staticId, leagueId: m.leagueId, home: { id: m.homeId, name: m.home }, away: { id: m.awayId, name: m.away } })} className="inline-flex items-center gap-1 font-medium text-accent hover:underline">
                {t('clip.match')}
                <ArrowUpRight aria-hidden className="size-4" />
              </Link>
            ) : null}
            {packageClip ? (
              <Link href={clipPath(packageClip)} className="inline-flex items-center gap-1 font-medium text-accent hover:underline">
                <Film aria-hidden className="size-4" />
                {t('clip.package')}
              </Link>
            ) : null}
          </p>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </header>
        </VodPlayer>
        {comments}
      </div>
      <aside className="flex min-w-0 flex-col gap-6">
        <SideList title={t('clip.moments')} clips={goals} timeZone={timeZone} now={now} testId="clip-moments" />
        <SideList title={t('clip.family')} clips={others} timeZone={timeZone} now={now} testId="clip-family" />
        <SideList title={t('clip.related')} clips={related} timeZone={timeZone} now={now} testId="clip-related" />
      </aside>
    </div>
  );
}
