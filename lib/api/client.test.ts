import * as resourceCalls from '@/lib/contract/resource-calls';
import * as scheduleCalls from '@/lib/contract/schedule-calls';
import * as userCalls from '@/lib/contract/user-calls';
import { reportError } from '@/lib/observability/report';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { featureMatch, liveSchedule, scheduleModeList, totalLiveSchedule } from '@/lib/contract/schedule';
import { menu } from '@/lib/contract/resource';
import { guestLogin } from '@/lib/contract/user';
import { COOKIES } from '@/lib/domain/constants';
import { mockEndpoint, mockRawResponse } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { setCookie, startMockApi } from '@/tests/mocks/api-test-kit';
import { GUEST_TOKEN, MEMBER_TOKEN, makeMatch } from '@/tests/mocks/data';
import { apiCall, apiRequest } from './client';
import { setApiLocale } from './request-context';

vi.mock('@/lib/observability/report', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/observability/report')>()),
  reportError: vi.fn(),
}));

const api = startMockApi();
const only = (path: string) => {
  const seen = api.calls(path);
  expect(seen).toHaveLength(1);
  return seen[0]!.headers;
};

beforeEach(() => {
  vi.clearAllMocks();
  document.documentElement.lang = '';
});

describe('request headers (spec §7: every call)', () => {
  it('sends the access token as a bare Authorization value', async () => {
    setCookie(COOKIES.token, MEMBER_TOKEN);
    setCookie(COOKIES.guestToken, GUEST_TOKEN);
    await apiCall(scheduleCalls.scheduleModeList);
    expect(only(scheduleModeList.path).get('authorization')).toBe(MEMBER_TOKEN);
  });

  it('sends the guest token as Authorization when there is no access token', async () => {
    setCookie(COOKIES.guestToken, GUEST_TOKEN);
    await apiCall(scheduleCalls.scheduleModeList);
    expect(only(scheduleModeList.path).get('authorization')).toBe(GUEST_TOKEN);
  });

  it('sends Currency VND when no currency cookie is set', async () => {
    await apiCall(scheduleCalls.scheduleModeList);
    expect(only(scheduleModeList.path).get('currency')).toBe('VND');
  });

  it('sends Currency from the Currency cookie', async () => {
    setCookie(COOKIES.currency, 'USD');
    await apiCall(scheduleCalls.scheduleModeList);
    expect(only(scheduleModeList.path).get('currency')).toBe('USD');
  });

  it('sends x-language from the page language until the app sets one', async () => {
    document.documentElement.lang = 'zh';
    await apiCall(scheduleCalls.scheduleModeList);
    expect(only(scheduleModeList.path).get('x-language')).toBe('zh');
  });

  it('sends x-language set by the app', async () => {
    setApiLocale('en');
    await apiCall(scheduleCalls.scheduleModeList);
    expect(only(scheduleModeList.path).get('x-language')).toBe('en');
    setApiLocale('vi');
  });

  it('sends X-Client-Type web', async () => {
    await apiCall(scheduleCalls.scheduleModeList);
    expect(only(scheduleModeList.path).get('x-client-type')).toBe('web');
  });

  it('sends the headers on POST calls too', async () => {
    setCookie(COOKIES.guestToken, GUEST_TOKEN);
    await apiCall(userCalls.guestLogin);
    const headers = only(guestLogin.path);
    expect([headers.get('authorization'), headers.get('currency'), headers.get('x-client-type')]).toEqual([GUEST_TOKEN, 'VND', 'web']);
  });
});

describe('request building', () => {
  it('puts the query in the query string, leaving out undefined values', async () => {
    let url = '';
    server.use(mockEndpoint(liveSchedule, ({ request }) => ((url = request.url), [])));
    await apiCall(scheduleCalls.liveSchedule, { query: { date: '2025-05-10', liveModeId: 6, timezone: undefined } });
    expect(new URL(url).search).toBe('?date=2025-05-10&liveModeId=6');
  });

  it('sends the body of a POST as JSON', async () => {
    let sections: unknown;
    server.use(mockEndpoint(menu, ({ body }) => ((sections = body.sections), { 'header-v4': [], footerv4: [], nav: [] })));
    await apiCall(resourceCalls.menu, { body: { sections: ['nav'] } });
    expect(sections).toEqual(['nav']);
  });
});

describe('response parsing', () => {
  it('returns the data of the envelope', async () => {
    server.use(mockEndpoint(featureMatch, [makeMatch({ fixtureId: 5 })]));
    const matches = await apiCall(scheduleCalls.featureMatch, { query: { pageSize: 1 } });
    expect(matches?.map((m) => m.fixtureId)).toEqual([5]);
  });

  it('returns null and reports when a response is not an envelope', async () => {
    server.use(mockRawResponse(totalLiveSchedule, { totalLive: 3 }));
    expect(await apiCall(scheduleCalls.totalLiveSchedule)).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('returns null when the envelope carries an error code under HTTP 200', async () => {
    server.use(mockRawResponse(scheduleModeList, { code: 404, msg: 'gone', data: null }));
    expect(await apiCall(scheduleCalls.scheduleModeList)).toBeNull();
  });

  it('keeps the status and message of a failure for forms', async () => {
    server.use(mockEndpoint(scheduleModeList, [], { status: 403, msg: 'Forbidden here' }));
    expect(await apiRequest(scheduleCalls.scheduleModeList)).toEqual({ ok: false, status: 403, message: 'Forbidden here' });
  });

  it('returns null and reports a thrown network error', async () => {
    server.use(http.get(`*${scheduleModeList.path}`, () => HttpResponse.error()));
    expect(await apiCall(scheduleCalls.scheduleModeList)).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('returns null without reporting when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await apiCall(scheduleCalls.scheduleModeList, { signal: controller.signal })).toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('parses the default mock answer of every read endpoint', async () => {
    setCookie(COOKIES.guestToken, GUEST_TOKEN);
    const answers = await Promise.all([
      apiCall(scheduleCalls.featureMatch),
      apiCall(scheduleCalls.liveSchedule, { query: { date: '2025-05-10' } }),
      apiCall(scheduleCalls.scheduleModeList),
      apiCall(scheduleCalls.totalLiveSchedule, { query: { id: 6 } }),
      apiCall(resourceCalls.menu, { body: {} }),
      apiCall(resourceCalls.marqueeHomeList),
      apiCall(resourceCalls.bannerList, { query: { position: 'home-top' } }),
      apiCall(resourceCalls.domainList),
      apiCall(resourceCalls.languageList, { query: { locale: 'vi' } }),
      apiCall(userCalls.guestInfo),
      apiCall(userCalls.userInfoCall),
    ]);
    expect(answers.filter((a) => a === null)).toEqual([]);
  });
});
