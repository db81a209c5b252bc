import type * as z from 'zod/mini';
import type { ClipSummary, highlightDetail, highlightList, highlightPackages } from '@/lib/contract/highlights';
import type { DataOf } from '@/lib/contract/endpoint';
import { HIGHLIGHT_LIMITS, clipStreamPath } from '@/lib/domain/highlights';
import type { Locale } from '@/lib/domain/locale';
import { notFound } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';
import { publishedClips, toClipSummary, type ClipQuery } from './clip-rows';

interface ClipCtx {
  locale: Locale;
  now: number;
}

type ListQuery = z.output<typeof highlightList.query>;

async function summaries(query: ClipQuery): Promise<ClipSummary[]> {
  return (await query.execute()).map(toClipSummary);
}

export async function highlightListPage(db: Db, q: ListQuery, ctx: ClipCtx): Promise<DataOf<typeof highlightList>> {
  let base = publishedClips(db, ctx.locale, ctx.now);
  if (q.category) base = base.where('c.category', '=', q.category);
  if (q.type) base = base.where('c.type', '=', q.type);
  if (q.fixtureId) base = base.where('c.fixtureId', '=', q.fixtureId);
  const ordered = q.sort === 'most-viewed' ? base.orderBy('c.viewCount', 'desc') : base;
  const [items, count] = await Promise.all([
    summaries(ordered.orderBy('c.publishedAt', 'desc').orderBy('c.id', 'desc').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize)),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { items, total: Number(count?.n ?? 0), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** One clip with its chapters, its single-moment clips (or its package's), and the newest others of its sport. */
export async function highlightClipDetail(db: Db, { id }: { id: number }, ctx: ClipCtx): Promise<DataOf<typeof highlightDetail>> {
  const published = () => publishedClips(db, ctx.locale, ctx.now);
  const row = await published().where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such clip');
  const family = row.parentId ?? row.id;
  const [chapters, moments, related] = await Promise.all([
    db.selectFrom('highlightChapters')
      .select(['atSeconds', 'kind', 'minute', 'eventSeq'])
      .select(localizedColumn('label', ctx.locale).as('label'))
      .where('clipId', '=', id).orderBy('atSeconds').orderBy('id').execute(),
    summaries(published().where((eb) => eb.or([eb('c.parentId', '=', family), eb('c.id', '=', family)])).where('c.id', '!=', id).orderBy('c.eventSeq').orderBy('c.id')),
    summaries(published().where('c.category', '=', row.category).where('c.parentId', 'is', null).where('c.id', '!=', family).orderBy('c.publishedAt', 'desc').orderBy('c.id', 'desc').limit(HIGHLIGHT_LIMITS.related)),
  ]);
  return {
    clip: { ...toClipSummary(row), stream: clipStreamPath(row.id), chapters: chapters.map(({ atSeconds, kind, minute, eventSeq, label }) => ({ atSeconds, kind, minute, eventSeq, label })) },
    moments,
    related,
  };
}

/** The packages of those of `fixtureIds` that have one. */
export async function matchPackages(db: Db, fixtureIds: readonly number[], ctx: ClipCtx): Promise<DataOf<typeof highlightPackages>> {
  if (fixtureIds.length === 0) return [];
  const rows = await publishedClips(db, ctx.locale, ctx.now).where('c.fixtureId', 'in', [...new Set(fixtureIds)]).where('c.parentId', 'is', null).execute();
  return rows.flatMap((r) => (r.fixtureId === null ? [] : [{ fixtureId: r.fixtureId, clip: toClipSummary(r) }]));
}
