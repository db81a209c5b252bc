'use client';

import { useEffect, useId, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { apiQuery } from '@/lib/api/lazy-client';
import type { ArticleTag } from '@/lib/contract/news';
import type { ArticleDraft } from '@/lib/contract/newsroom';
import type { SearchResults } from '@/lib/contract/search';
import { siteSearch } from '@/lib/contract/search-calls';
import { NEWS_LIMITS, type ArticleTagKind } from '@/lib/domain/news';
import { SEARCH_DEBOUNCE_MS } from '@/lib/domain/search';
import { FIELD_CLASS } from './fields';

type Tag = ArticleDraft['tags'][number];
interface Named extends Tag {
  name: string;
}

const HITS_PER_KIND = 4;
const keyOf = (t: Tag) => `${t.kind}:${t.refId}`;

/** What a tag can point at, from the site search's answers: teams, players, leagues and matches. */
function candidates(r: SearchResults): Named[] {
  return [
    ...r.team.items.map((x) => ({ kind: 'team' as const, refId: x.team.id, name: x.team.name })),
    ...r.player.items.map((p) => ({ kind: 'player' as const, refId: p.id, name: p.name })),
    ...r.league.items.map((x) => ({ kind: 'league' as const, refId: x.league.id, name: x.league.name })),
    ...r.match.items.map((m) => ({ kind: 'match' as const, refId: m.fixtureId, name: `${m.home} – ${m.away}` })),
  ];
}

interface TagsCardProps {
  tags: readonly Tag[];
  /** Names of the tags the article had when the form opened. */
  initialNames: readonly ArticleTag[];
  onChange(tags: Tag[]): void;
}

/** The teams, players, leagues and matches an article is about: found through the site search, removed with a click. */
export function TagsCard({ tags, initialNames, onChange }: TagsCardProps) {
  const t = useTranslations('newsroom.editor.tags');
  const inputId = useId();
  const [names, setNames] = useState(() => new Map(initialNames.map((n) => [keyOf(n), n.name])));
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Named[]>([]);
  const full = tags.length >= NEWS_LIMITS.tags;

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiQuery(siteSearch, { query: { q, limit: HITS_PER_KIND }, signal: controller.signal })
        .then((r) => setHits(candidates(r)))
        .catch(() => setHits([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const taken = new Set(tags.map(keyOf));
  const add = (hit: Named) => {
    setNames((m) => new Map(m).set(keyOf(hit), hit.name));
    onChange([...tags, { kind: hit.kind, refId: hit.refId }]);
    setQuery('');
    setHits([]);
  };
  const kindLabel = (kind: ArticleTagKind) => t(`kinds.${kind}`);

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="tags-card">
      <h2 className="text-sm font-bold text-fg">{t('title')}</h2>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('title')}>
          {tags.map((tag) => (
            <li key={keyOf(tag)} className="inline-flex items-center gap-1 rounded-full border border-border bg-bg py-1 pr-1 pl-2.5 text-xs font-semibold text-fg">
              <span className="text-muted">{kindLabel(tag.kind)}</span>
              <span>{names.get(keyOf(tag)) ?? `#${tag.refId}`}</span>
              <button type="button" onClick={() => onChange(tags.filter((x) => keyOf(x) !== keyOf(tag)))} className="inline-flex size-5 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-live" aria-label={t('remove', { name: names.get(keyOf(tag)) ?? '' })}>
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted">{t('none')}</p>
      )}
      <label htmlFor={inputId} className="sr-only">{t('search')}</label>
      <input id={inputId} type="search" value={query} disabled={full} onChange={(e) => setQuery(e.target.value)} placeholder={full ? t('full', { max: NEWS_LIMITS.tags }) : t('search')} className={`${FIELD_CLASS} h-10 py-0`} autoComplete="off" />
      {query.trim().length >= 2 && hits.length > 0 ? (
        <ul className="flex max-h-64 flex-col overflow-y-auto rounded-xl border border-border" data-testid="tag-hits">
          {hits.filter((h) => !taken.has(keyOf(h))).map((hit) => (
            <li key={keyOf(hit)}>
              <button type="button" onClick={() => add(hit)} className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none">
                <span className="min-w-0 truncate text-fg">{hit.name}</span>
                <span className="shrink-0 text-xs text-muted">{kindLabel(hit.kind)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
