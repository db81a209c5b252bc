import * as newsroom from '@/lib/contract/newsroom';
import { createDraft, publishArticle, scheduleArticle, unpublishArticle, updateArticle } from '@/server/services/news/newsroom-writes';
import { editableArticle, newsroomPage } from '@/server/services/news/newsroom-rows';
import { previewArticle } from '@/server/services/news/newsroom-preview';
import { NEWS_UPLOAD, storeImage } from '@/server/services/avatars';
import type { ApiContext } from '../context';
import { requireEditor } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();

/** Every newsroom call starts here: the editor behind the token and the clock of the write. */
async function editor(c: ApiContext) {
  const claims = await requireEditor(c);
  return { editorId: claims.userId, now: now(c), locale: c.get('ctx').locale };
}

/** The newsroom: only editors; anyone else gets 401 (no member) or 403, before any input is looked at further. */
export const routes: readonly RouteDef[] = [
  route(newsroom.newsroomList, async ({ query }, c) => newsroomPage(await db(c), query, await editor(c))),
  route(newsroom.newsroomArticle, async ({ query }, c) => editableArticle(await db(c), query.id, await editor(c))),
  route(newsroom.newsroomPreview, async ({ query }, c) => previewArticle(await db(c), query.id, await editor(c))),
  route(newsroom.newsroomCreate, async ({ body }, c) => createDraft(await db(c), body, await editor(c))),
  route(newsroom.newsroomUpdate, async ({ body: { id, ...draft } }, c) => updateArticle(await db(c), id, draft, await editor(c))),
  route(newsroom.newsroomSchedule, async ({ body }, c) => scheduleArticle(await db(c), body.id, body.publishAt, await editor(c))),
  route(newsroom.newsroomPublish, async ({ body }, c) => publishArticle(await db(c), body.id, await editor(c))),
  route(newsroom.newsroomUnpublish, async ({ body }, c) => unpublishArticle(await db(c), body.id, await editor(c))),
  route(newsroom.newsroomImage, async ({ body }, c) => {
    await editor(c);
    return { path: await storeImage(body.image, c.get('deps').accounts.uploadsDir, NEWS_UPLOAD) };
  }),
];
