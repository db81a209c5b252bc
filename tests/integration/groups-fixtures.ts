import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { groupDetailData, type GroupDetail } from '@/lib/contract/groups';
import { createApiApp, type ApiHandler } from '@/server/api';
import { createAccountDeps } from '@/server/api/account-deps';
import { createMemoryLoginLimiter } from '@/server/auth/login-limiter';
import type { Db } from '@/server/db/client';
import { call, openHarness, TEST_MESSAGES_DIR, type CallOptions, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import type { TestBackend } from '../fixtures/test-db';

/** The test dataset behind an API whose clock the test moves (`clock.now`), with a private uploads folder. */
export interface CommunityWorld {
  h: Harness;
  api: ApiHandler;
  clock: { now: number };
  send: (url: string, opts?: CallOptions) => ReturnType<typeof call>;
  close: () => Promise<void>;
}

export async function openCommunity(backend: TestBackend): Promise<CommunityWorld> {
  const h = await openHarness(backend);
  const clock = { now: TEST_NOW };
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-groups-'));
  const getDb = async () => h.t.db;
  const api = createApiApp({ getDb, loginLimiter: createMemoryLoginLimiter(), messagesDir: TEST_MESSAGES_DIR, accounts: createAccountDeps(getDb, { now: () => clock.now, uploadsDir }) });
  return {
    h,
    api,
    clock,
    send: (url, opts) => call(api, url, opts),
    close: async () => {
      await h.t.close();
      await fs.rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export const G = '/other/api/groups';

/** Creates a group through the API and answers its detail (failing the test on anything but 200). */
export async function createGroup(w: CommunityWorld, token: string, body: Record<string, unknown>): Promise<GroupDetail> {
  const res = await w.send(`${G}/create`, { token, body: { description: '', rules: [], ...body } });
  expect(res.status, res.body.msg).toBe(200);
  return envelope(groupDetailData).parse(res.body).data;
}

/** A visible post by `authorId` (in `groupId` if given), written straight to the table. */
export async function addPost(db: Db, authorId: number, groupId: number | null, lang = 'vi', at = TEST_NOW): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({ authorId, groupId, placeId: null, body: 'Trận này hay quá', lang, audience: 'public', fixtureId: null, roomId: null, sharedPostId: null, pollQuestion: null, createdAt: at, editedAt: null, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's inbox, newest first. */
export const inboxOf = (db: Db, userId: number) =>
  db.selectFrom('inboxMessages').select(['type', 'title', 'content', 'link']).where('userId', '=', userId).orderBy('id', 'desc').execute();
