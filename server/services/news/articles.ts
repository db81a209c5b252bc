import { sql } from 'kysely';
import type * as z from 'zod/mini';
import type { ArticleTag, ArticleSummary, newsDetail, newsList } from '@/lib/contract/news';
import type { DataOf } from '@/lib/contract/endpoint';
import type { Locale } from '@/lib/domain/locale';
import { SORT_OPTIONS } from '@/lib/domain/sort-options';
import type { Db } from '@/server/db/client';
import { notFound } from '@/server/api/errors';
import { localizedColumn } from '../localized';
import { parseBody, publishedArticles, toSummary, type ArticleQuery } from './article-rows';
import { readerSignals, recommendedOrder, unread, type ReaderSignals } from './recommended';

interface NewsCtx {
  locale: Locale;
  /** The member asking, for the recommended tab; null for a guest. */
  userId: number | null;
  now?: number;
}

type ListQuery = z.output<typeof newsList.query>;

const RELATED_COUNT = 4;

function filtered(query: ArticleQuery, q: ListQuery): ArticleQuery {
  let out = query;
  if (q.category) out = out.where('a.category', '=', q.category);
  if (q.type) out = out.where('a.type', '=', q.type);
  if (q.tagKind && q.tagId) {
    const { tagKind, tagId } = q;
    out = out.where((eb) => eb.exists(eb.selectFrom('newsArticleTags as t').select('t.articleId').whereRef('t.articleId', '=', 'a.id').where('t.kind', '=', tagKind).where('t.refId', '=', tagId)));
  }
  return out;
}

/** Orders a list as its tab or sort asks; the newest first is every order's last word. */
function ordered(query: ArticleQuery, q: ListQuery, signals: ReaderSignals | null): ArticleQuery {
  if (q.tab === 'noi-bat') return query.orderBy('a.featured', 'desc').orderBy('a.publishedAt', 'desc').orderBy('a.id', 'desc');
  if (q.tab === 'xem-nhieu-nhat' || q.sort === SORT_OPTIONS.viewCount) return query.orderBy('a.viewCount', 'desc').orderBy('a.publishedAt', 'desc').orderBy('a.id', 'desc');
  if (q.tab === 'de-xuat' && signals) return recommendedOrder(query, signals);
  // A guest, or a member the site knows nothing of yet, is recommended what the desk and readers rate.
  if (q.tab === 'de-xuat') return query.orderBy('a.featured', 'desc').orderBy('a.viewCount', 'desc').orderBy('a.id', 'desc');
  return query.orderBy('a.publishedAt', 'desc').orderBy('a.id', 'desc');
}

async function summaries(query: ArticleQuery): Promise<ArticleSummary[]> {
  const rows = await query.execute();
  return rows.map((r) => toSummary(r, parseBody(r.body, r.id)));
}

export async function newsListPage(db: Db, q: ListQuery, ctx: NewsCtx): Promise<DataOf<typeof newsList>> {
  const signals = q.tab === 'de-xuat' && ctx.userId !== null ? await readerSignals(db, ctx.userId) : null;
  const published = filtered(publishedArticles(db, ctx.locale, ctx.now ?? Date.now()), q);
  const base = signals ? unread(published, signals) : published;
  const [items, count] = await Promise.all([
    summaries(ordered(base, q, signals).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize)),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { items, total: Number(count?.n ?? 0), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The tags of an article, named in the reader's language. */
export async function tagsOf(db: Db, articleId: number, locale: Locale): Promise<ArticleTag[]> {
  const tags = await db.selectFrom('newsArticleTags').select(['kind', 'refId']).where('articleId', '=', articleId).execute();
  const ids = (kind: ArticleTag['kind']) => tags.filter((t) => t.kind === kind).map((t) => t.refId);
  const none = Promise.resolve([]);
  const [teams, leagues, players, matches] = await Promise.all([
    ids('team').length ? db.selectFrom('teams').select(['id', 'name', 'slug']).where('id', 'in', ids('team')).execute() : none,
    ids('league').length ? db.selectFrom('leagues').select(['id', localizedColumn('name', locale).as('name'), 'slug']).where('id', 'in', ids('league')).execute() : none,
    ids('player').length ? db.selectFrom('players').select(['id', 'name', 'slug']).where('id', 'in', ids('player')).execute() : none,
    ids('match').length
      ? db.selectFrom('fixtures as f').innerJoin('teams as h', 'h.id', 'f.homeTeamId').innerJoin('teams as w', 'w.id', 'f.awayTeamId')
        .select(['f.id', sql<string>`${sql.ref('h.name')} || ' – ' || ${sql.ref('w.name')}`.as('name')]).where('f.id', 'in', ids('match')).execute()
      : none,
  ]);
  return [
    ...leagues.map((l) => ({ kind: 'league' as const, refId: l.id, name: l.name, slug: l.slug })),
    ...teams.map((t) => ({ kind: 'team' as const, refId: t.id, name: t.name, slug: t.slug })),
    ...players.map((p) => ({ kind: 'player' as const, refId: p.id, name: p.name, slug: p.slug })),
    ...matches.map((m) => ({ kind: 'match' as const, refId: m.id, name: m.name, slug: null })),
  ];
}

/** One published article with its tags and the newest others of its sport; 404 otherwise. */
export async function newsArticleDetail(db: Db, { id }: { id: number }, ctx: NewsCtx): Promise<DataOf<typeof newsDetail>> {
  const published = () => publishedArticles(db, ctx.locale, ctx.now ?? Date.now());
  const row = await published().where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such article');
  const body = parseBody(row.body, row.id);
  const [tags, related] = await Promise.all([
    tagsOf(db, row.id, ctx.locale),
    summaries(published().where('a.category', '=', row.category).where('a.id', '!=', row.id).orderBy('a.publishedAt', 'desc').limit(RELATED_COUNT)),
  ]);
  return { article: { ...toSummary(row, body), body, tags }, related };
}
