import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedItem } from '@/lib/contract/saved';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();
const S = '/other/api/saved';
type Page = { list: SavedItem[]; total: number };

describe.each(backends)('saved items on $name', (backend) => {
  let h: Harness;
  let ids: Map<string, number>;
  let fan: string;
  let other: string;
  const id = (key: string) => ids.get(key) ?? -1;
  beforeAll(async () => {
    h = await openHarness(backend);
    ids = await seedNewsData(h.t.db);
    fan = await memberToken(h.data.fanId);
    other = await memberToken(await addUser(h.t.db, 'ban_doc'));
  });
  afterAll(async () => {
    await h.t.close();
  });
  const save = (articleId: number, token?: string) => call<{ saved: boolean }>(h.api, `${S}/save`, { body: { kind: 'article', id: articleId }, token });
  const unsave = (articleId: number, token?: string) => call<{ saved: boolean }>(h.api, `${S}/unsave`, { body: { kind: 'article', id: articleId }, token });
  const mine = (token: string, query = '', lang?: string) => call<Page>(h.api, `${S}/list${query}`, { token, headers: lang ? { 'x-language': lang } : undefined });
  const status = (articleId: number, token?: string) => call<{ saved: boolean }>(h.api, `${S}/status?kind=article&id=${articleId}`, { token });

  it('refuses guests (401) on every call', async () => {
    const guest = (await guestToken()).token;
    for (const token of [undefined, guest]) {
      expect((await save(id('hanoi-title'), token)).status).toBe(401);
      expect((await unsave(id('hanoi-title'), token)).status).toBe(401);
      expect((await call(h.api, `${S}/list`, { token })).status).toBe(401);
      expect((await status(id('hanoi-title'), token)).status).toBe(401);
    }
  });

  it('saves an article once, newest saved first, with its title and link in the reader’s language', async () => {
    expect((await save(id('chelsea-transfer'), fan)).body.data).toEqual({ saved: true });
    expect((await save(id('hanoi-title'), fan)).body.data).toEqual({ saved: true });
    expect((await save(id('hanoi-title'), fan)).status).toBe(200);
    const page = (await mine(fan, '', 'en')).body.data;
    expect(page.total).toBe(2);
    expect(page.list.map((s) => s.id)).toEqual([id('hanoi-title'), id('chelsea-transfer')]);
    expect(page.list[0]).toMatchObject({ kind: 'article', title: 'Hà Nội FC go top' });
    expect(page.list[0]?.href).toMatch(new RegExp(`^/tin-tuc/bong-da/tin-nong/ha-noi-fc-len-ngoi-dau-bang-${id('hanoi-title')}$`));
    expect((await status(id('hanoi-title'), fan)).body.data.saved).toBe(true);
  });

  it('keeps each member’s list private', async () => {
    await save(id('arsenal-preview'), other);
    const theirs = (await mine(other)).body.data;
    expect(theirs.list.map((s) => s.id)).toEqual([id('arsenal-preview')]);
    expect((await mine(fan)).body.data.list.some((s) => s.id === id('arsenal-preview'))).toBe(false);
    expect((await status(id('arsenal-preview'), fan)).body.data.saved).toBe(false);
    // Taking an item off one list leaves the other member's alone.
    await unsave(id('arsenal-preview'), fan);
    expect((await mine(other)).body.data.total).toBe(1);
  });

  it('unsaves, and unsaving again changes nothing', async () => {
    await save(id('vba-report'), fan);
    expect((await unsave(id('vba-report'), fan)).body.data).toEqual({ saved: false });
    expect((await unsave(id('vba-report'), fan)).status).toBe(200);
    expect((await status(id('vba-report'), fan)).body.data.saved).toBe(false);
  });

  it('answers 404 for an unknown or unpublished article and 422 for bad input', async () => {
    expect((await save(999_999, fan)).status).toBe(404);
    await h.t.db.updateTable('newsArticles').set({ status: 'draft' }).where('id', '=', id('lpl-analysis')).execute();
    expect((await save(id('lpl-analysis'), fan)).status).toBe(404);
    for (const body of [{ kind: 'film', id: 1 }, { kind: 'article', id: 'x' }, { kind: 'article' }]) {
      expect((await call(h.api, `${S}/save`, { body, token: fan })).status).toBe(422);
    }
  });

  it('leaves out an article taken down after it was saved', async () => {
    await save(id('arsenal-preview'), fan);
    await h.t.db.updateTable('newsArticles').set({ status: 'unpublished' }).where('id', '=', id('arsenal-preview')).execute();
    expect((await mine(fan)).body.data.list.some((s) => s.id === id('arsenal-preview'))).toBe(false);
  });
});
