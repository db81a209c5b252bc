import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpHandler } from 'msw';
import { favouriteTeamAdd, favouriteTeamList } from '@/lib/contract/football';
import { footballLeagues } from '@/lib/contract/football-scores';
import { levelInfoCall } from '@/lib/contract/engagement';
import { isEndpoint } from '@/lib/contract/endpoint';
import { MEMBER_TOKEN } from '@/tests/mocks/data';
import { createMockApi, qaHandlers } from '@/tests/mocks/qa/api';
import { openDemoStore, sweepAbandonedStores, type DemoStore } from './demo-store';

// Every endpoint of the contract, read from the section files the contract test also reads.
const contract = import.meta.glob<Record<string, unknown>>(['@/lib/contract/*.ts', '!@/lib/contract/*-calls.ts', '!@/lib/contract/*.test.ts'], { eager: true });
const endpoints = Object.values(contract).flatMap((mod) => Object.values(mod).filter(isEndpoint));

const origin = 'http://127.0.0.1:3500';
let store: DemoStore;
let handlers: HttpHandler[];
let api: (request: Request) => Promise<Response>;

beforeAll(async () => {
  store = await openDemoStore();
  handlers = qaHandlers(store);
  api = createMockApi(handlers);
});
afterAll(() => store.close());

const envelope = async (res: Response) => (await res.json()) as { code: number; msg: string; data: unknown };

describe('the QA mode over the demo store', () => {
  it('has a handler for every endpoint of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    const handled = new Set(handlers.map((h) => { const info = h.info as { method?: unknown; path?: unknown }; return `${String(info.method)} ${String(info.path)}`; }));
    const missing = endpoints.filter((e) => !handled.has(`${e.method} *${e.path}`)).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('keeps its data in a private file of its own, not the data folder', () => {
    expect(process.env.SQLITE_PATH?.startsWith(path.join(os.tmpdir(), `portal-qa-${process.pid}-`))).toBe(true);
  });

  it('removes the stores of processes that are gone, and keeps the running ones', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
    // Above the largest process id Linux hands out (2^22), so no process can hold it.
    const gone = path.join(tmp, 'portal-qa-4194305-abc');
    const mine = path.join(tmp, `portal-qa-${process.pid}-abc`);
    const other = path.join(tmp, 'other-4194305-abc');
    for (const dir of [gone, mine, other]) fs.mkdirSync(dir);
    sweepAbandonedStores(tmp);
    expect([gone, mine, other].map((dir) => fs.existsSync(dir))).toEqual([false, true, true]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers a public read with the seed\'s data', async () => {
    const res = await api(new Request(origin + footballLeagues.path));
    expect(res.status).toBe(200);
    const names = ((await envelope(res)).data as { name: string }[]).map((l) => l.name);
    expect(names).toContain('V.League 1');
  });

  it('answers the mock member\'s own reads as the seed\'s demo member', async () => {
    const res = await api(new Request(origin + levelInfoCall.path, { headers: { authorization: MEMBER_TOKEN } }));
    expect(res.status).toBe(200);
    expect((await envelope(res)).data).toMatchObject({ level: expect.any(Number) });
  });

  it('refuses a member read without a token, as the API does', async () => {
    const res = await api(new Request(origin + levelInfoCall.path));
    expect(res.status).toBe(401);
    expect(await envelope(res)).toMatchObject({ code: 401, data: null });
  });

  it('passes a change on, body and all, and reads it back', async () => {
    const leagues = (await envelope(await api(new Request(origin + footballLeagues.path)))).data as { id: number }[];
    expect(leagues.length).toBeGreaterThan(0);
    const headers = { authorization: MEMBER_TOKEN, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
    const teams = await store.db.selectFrom('teams').select('id').limit(1).execute();
    const teamId = teams[0]?.id ?? 0;
    const added = await api(new Request(origin + favouriteTeamAdd.path, { method: 'POST', headers, body: JSON.stringify({ teamId }) }));
    expect(added.status, await added.clone().text()).toBe(200);
    const list = await api(new Request(origin + favouriteTeamList.path, { headers }));
    expect(JSON.stringify((await envelope(list)).data)).toContain(`${teamId}`);
  });
});
