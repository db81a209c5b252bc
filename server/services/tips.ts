import type { z } from 'zod';
import type { Tip, matchTips } from '@/lib/contract/room';
import type { Db } from '@/server/db/client';
import { requireFixture } from './fixture-lookup';
import type { ServiceCtx } from './schedule';
import { tipRows, toTip } from './tip-items';

/** The fixture's tips with their authors, newest first; 404 for an unknown fixture. */
export async function fixtureTips(db: Db, q: z.output<typeof matchTips.query>, ctx: ServiceCtx): Promise<Tip[]> {
  await requireFixture(db, q.fixtureId);
  const rows = await tipRows(db, ctx.locale).where('t.fixtureId', '=', q.fixtureId).orderBy('t.createdAt', 'desc').orderBy('t.id', 'desc').execute();
  return rows.flatMap((r) => toTip(r, ctx.locale) ?? []);
}
