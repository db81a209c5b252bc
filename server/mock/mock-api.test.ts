import { afterEach, describe, expect, it } from 'vitest';
import { guestInfo, userInfoCall } from '@/lib/contract/user-calls';
import { liveSchedule, scheduleModeList } from '@/lib/contract/schedule-calls';
import { createMockApi, scenarioAnswer } from '@/tests/mocks/qa/api';
import { NEWER_BUILD_ID } from '@/tests/mocks/qa/scenarios/new-build';
import { SCENARIO_COOKIE, scenarioCookieValue, scenarioPicks } from '@/tests/mocks/qa/scenario';
import { handleApiRequest } from '../api';
import { installMockApi } from './hook';
import { mockModeRefusal } from './main';

const api = createMockApi();
const origin = 'http://127.0.0.1:3000';

function ask(path: string, scenarios?: string[], init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (scenarios) headers.set('cookie', `other=1; ${SCENARIO_COOKIE}=${scenarioCookieValue(scenarios)}`);
  return api(new Request(origin + path, { ...init, headers }));
}

const envelope = async (res: Response) => (await res.json()) as { code: number; msg: string; data: unknown };

describe('the QA mode API', () => {
  afterEach(() => installMockApi(undefined));

  it('answers a contract call with the envelope and data that parse', async () => {
    const res = await ask(`${scheduleModeList.path}`);
    expect(res.status).toBe(200);
    const body = await envelope(res);
    expect(body.code).toBe(200);
    expect(Array.isArray(body.data) && body.data.length).toBeGreaterThan(0);
  });

  it('answers 404 with the error envelope for a call no handler knows', async () => {
    const res = await ask('/live/api/no/such/call');
    expect(res.status).toBe(404);
    expect(await envelope(res)).toMatchObject({ code: 404, data: null });
  });

  it('fails only the endpoint the fail scenario names, with its status', async () => {
    const failed = await ask(guestInfo.path, [`fail:${guestInfo.path}:429`]);
    expect(failed.status).toBe(429);
    expect(await envelope(failed)).toMatchObject({ code: 429, data: null });
    expect((await ask(userInfoCall.path, [`fail:${guestInfo.path}:429`])).status).toBe(200);
    expect((await ask(guestInfo.path, [`fail:${guestInfo.path}`])).status).toBe(500);
  });

  it('empties every list in the empty scenario and leaves other answers alone', async () => {
    const list = await envelope(await ask(`${liveSchedule.path}?date=2026-11-27&pageSize=20`, ['empty']));
    expect(list).toMatchObject({ code: 200, data: [] });
    const user = await envelope(await ask(guestInfo.path, ['empty']));
    expect(user.data).toMatchObject({ isGuest: true });
  });

  it('answers as usual after the wait in the slow scenario', async () => {
    const res = await ask(scheduleModeList.path, ['slow:10']);
    expect(res.status).toBe(200);
  });

  it('answers the build manifest outside the API only when the new-build scenario is picked', async () => {
    expect(await scenarioAnswer(new Request(`${origin}/builds/latest.json`))).toBeUndefined();
    const picked = { cookie: `${SCENARIO_COOKIE}=${scenarioCookieValue(['new-build', 'slow:10'])}` };
    const latest = await scenarioAnswer(new Request(`${origin}/builds/latest.json`, { headers: picked }));
    expect(await latest?.json()).toEqual({ buildId: NEWER_BUILD_ID });
    const meta = await scenarioAnswer(new Request(`${origin}/builds/meta/${NEWER_BUILD_ID}.json`, { headers: picked }));
    expect(await meta?.json()).toMatchObject({ buildId: NEWER_BUILD_ID });
    expect(await scenarioAnswer(new Request(`${origin}/en`, { headers: picked }))).toBeUndefined();
  });

  it('takes a scenario list apart and ignores a cookie that does not decode', () => {
    expect(scenarioPicks(`a=1; ${SCENARIO_COOKIE}=${scenarioCookieValue(['slow:200', 'fail:/live/api/x:401'])}`)).toEqual([
      { name: 'slow', param: '200' },
      { name: 'fail', param: '/live/api/x:401' },
    ]);
    expect(scenarioPicks(`${SCENARIO_COOKIE}=%E0%A4%A`)).toEqual([]);
    expect(scenarioPicks(null)).toEqual([]);
  });

  it('routes every API request of the process through the installed answerer', async () => {
    installMockApi(api);
    const res = await handleApiRequest(new Request(`${origin}${guestInfo.path}`, { headers: { cookie: `${SCENARIO_COOKIE}=${scenarioCookieValue([`fail:${guestInfo.path}:401`])}` } }));
    expect(res.status).toBe(401);
  });

  it('refuses to start beside a real database or Redis', () => {
    expect(mockModeRefusal({ databaseUrl: 'postgres://x', redisUrl: undefined })).toMatch(/refused/);
    expect(mockModeRefusal({ databaseUrl: undefined, redisUrl: 'redis://x' })).toMatch(/refused/);
    expect(mockModeRefusal({ databaseUrl: undefined, redisUrl: undefined })).toBeNull();
  });
});
