import * as saved from '@/lib/contract/saved';
import { isSaved, listSaved, saveItem, unsaveItem } from '@/server/services/saved/items';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();
const memberId = async (c: ApiContext) => (await requireMember(c)).userId;

export const routes: readonly RouteDef[] = [
  route(saved.savedList, async ({ query }, c) => listSaved(await db(c), await memberId(c), query, c.get('ctx').locale, now(c))),
  route(saved.savedStatus, async ({ query }, c) => isSaved(await db(c), await memberId(c), query)),
  route(saved.savedSave, async ({ body }, c) => saveItem(await db(c), await memberId(c), body, now(c))),
  route(saved.savedUnsave, async ({ body }, c) => unsaveItem(await db(c), await memberId(c), body)),
];
