import * as recordings from '@/lib/contract/recordings';
import { commentatorRecordings } from '@/server/media-pipeline/vod/commentator-recordings';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();

export const routes: readonly RouteDef[] = [
  route(recordings.commentatorRecordings, async ({ query }, c) => {
    const d = await db(c);
    const user = await d.selectFrom('users').select('id').where('id', '=', query.userId).executeTakeFirst();
    if (!user) throw notFound('No such commentator');
    return commentatorRecordings(d, query.userId, { locale: c.get('ctx').locale, now: c.get('deps').accounts.now() });
  }),
];
