import { ChevronRight, Table2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { buttonClasses } from '@/components/ui/button';
import type { Clip } from '@/lib/contract/highlights';
import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { Match } from '@/lib/contract/schedule';
import { clipPath, clockOf } from '@/lib/domain/highlights';
import { matchLink } from '@/lib/domain/match-link';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { ArticleClipSlot } from './article-clip-slot';

export interface ArticleBodyContext {
  timeZone: string;
  /** The fixtures of the body's match blocks, by fixture id; a block whose fixture did not load is left out. */
  matches: ReadonlyMap<number, Match>;
  /** The clips of the body's highlight blocks, by id; an unknown or unpublished one is left out. */
  clips: ReadonlyMap<number, Clip>;
  /** Where a league's table is, or null when the league has no page (they exist for football only). */
  standings: (leagueId: number) => { href: string; name: string | null } | null;
}

/** The width a reader's eye follows comfortably; pictures and cards keep to it too. */
const MEASURE = 'max-w-[68ch]';

/**
 * An article's body, drawn on the server from its blocks. Every text is a React text node: the blocks
 * hold plain text, and nothing here reads any of it as markup.
 */
export function ArticleBody({ blocks, context }: { blocks: readonly ArticleBlock[]; context: ArticleBodyContext }) {
  return (
    <div className={`${MEASURE} flex flex-col gap-5 text-[1.0625rem] leading-[1.75] text-fg md:text-lg md:leading-[1.8]`} data-testid="article-body">
      {blocks.map((block, i) => (
        <Block key={i} block={block} context={context} />
      ))}
    </div>
  );
}

function Block({ block, context }: { block: ArticleBlock; context: ArticleBodyContext }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="[overflow-wrap:anywhere]">{block.text}</p>;
    case 'heading':
      return <h2 className="mt-4 text-xl leading-snug font-bold tracking-tight md:text-2xl">{block.text}</h2>;
    case 'quote':
      return (
        <figure className="my-2 border-l-4 border-accent pl-5">
          <blockquote className="text-lg leading-relaxed font-semibold text-fg md:text-xl">
            <p>{block.text}</p>
          </blockquote>
          {block.cite ? (
            <figcaption className="mt-2 text-sm text-muted">
              — <cite className="not-italic font-semibold">{block.cite}</cite>
            </figcaption>
          ) : null}
        </figure>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`${block.ordered ? 'list-decimal' : 'list-disc'} flex flex-col gap-2 pl-6 marker:font-semibold marker:text-accent`}>
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">{item}</li>
          ))}
        </List>
      );
    }
    case 'image':
      return (
        <figure className="my-2 flex flex-col gap-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- pictures of the site's own /media routes */}
          <img src={block.src} alt={block.alt} width={1600} height={900} loading="lazy" decoding="async" className="h-auto w-full rounded-lg bg-surface-2" />
          {block.caption ? <figcaption className="text-sm leading-normal text-muted">{block.caption}</figcaption> : null}
        </figure>
      );
    case 'match': {
      const match = context.matches.get(block.fixtureId);
      return match ? <MatchCard match={match} timeZone={context.timeZone} /> : null;
    }
    case 'standings': {
      const table = context.standings(block.leagueId);
      return table ? <StandingsLink href={table.href} name={table.name} /> : null;
    }
    case 'highlight': {
      const clip = context.clips.get(block.clipId);
      return clip ? <ArticleClipSlot clip={clip} href={clipPath(clip)} clock={clockOf(clip.durationSeconds)} /> : null;
    }
  }
}

/** The match a preview or report is about: both sides, the score once there is one, and a link to it. */
export function MatchCard({ match, timeZone }: { match: Match; timeZone: string }) {
  const t = useTranslations('news.blocks');
  const href = matchLink(match);
  const score = match.score.replace(/^\[|\]$/g, '');
  return (
    <aside aria-label={t('match')} className="my-2 flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-base leading-normal shadow-sm shadow-black/[0.03]" data-testid="article-match">
      <p className="truncate text-xs font-semibold tracking-wide text-muted uppercase">
        {match.league.name} · <time dateTime={new Date(match.startTimestamp).toISOString()}>{formatDateTime(match.startTimestamp, timeZone)}</time>
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 font-semibold">
        <span className="flex min-w-0 items-center gap-2">
          <Crest src={match.localteam.logo} name={match.home} size={28} />
          <span className="truncate">{match.home}</span>
        </span>
        <span className="rounded-md bg-surface-2 px-2.5 py-1 text-sm font-bold tabular-nums">{score || t('versus')}</span>
        <span className="flex min-w-0 items-center justify-end gap-2 text-right">
          <span className="truncate">{match.away}</span>
          <Crest src={match.visitorteam.logo} name={match.away} size={28} />
        </span>
      </div>
      {href ? (
        <Link href={href} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start' })}>
          {t('matchLink')}
          <ChevronRight aria-hidden />
        </Link>
      ) : null}
    </aside>
  );
}

function StandingsLink({ href, name }: { href: string; name: string | null }) {
  const t = useTranslations('news.blocks');
  return (
    <Link
      href={href}
      className="my-2 flex items-center gap-3 rounded-xl border border-border bg-surface p-4 text-base leading-snug font-semibold shadow-sm shadow-black/[0.03] transition hover:border-accent/50 hover:text-accent"
    >
      <Table2 aria-hidden className="size-5 shrink-0 text-accent" />
      <span className="min-w-0 flex-1">{name ? t('standingsLink', { league: name }) : t('standingsLinkPlain')}</span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
    </Link>
  );
}
