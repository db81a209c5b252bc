import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerList } from '@/lib/contract/resource';
import { featureMatch, totalLiveSchedule } from '@/lib/contract/schedule';
import { LIVE_COUNT_POLL_MS } from '@/lib/domain/constants';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { banners, makeMatch } from '@/tests/mocks/data';
import { ApiError } from '../error-catalogue';
import { makeQueryClient } from '../query-client';
import { bannerListQuery, marqueeQuery, menuQuery, resourceKeys } from './resources';
import { featureMatchQuery, liveScheduleQuery, scheduleKeys, scheduleModesQuery, totalLiveQuery } from './schedule';

vi.mock('@sentry/nextjs', () => ({ captureException: vi.fn() }));

const api = startMockApi();

afterEach(() => vi.useRealTimers());

describe('query keys', () => {
  it('puts every schedule query under the schedule root', () => {
    const keys = [
      featureMatchQuery({ pageSize: 4 }).queryKey,
      liveScheduleQuery({ date: '2025-05-10' }).queryKey,
      totalLiveQuery(6).queryKey,
      scheduleModesQuery().queryKey,
    ];
    expect(keys.map((k) => k[0])).toEqual(Array(4).fill(scheduleKeys.all[0]));
  });

  it('puts every site-resource query under the resources root', () => {
    const keys = [marqueeQuery().queryKey, bannerListQuery({ position: 'home-top' }).queryKey, menuQuery({}).queryKey];
    expect(keys.map((k) => k[0])).toEqual(Array(3).fill(resourceKeys.all[0]));
  });

  it('gives different parameters different keys', () => {
    expect(totalLiveQuery(6).queryKey).not.toEqual(totalLiveQuery(8).queryKey);
  });
});

describe('query functions', () => {
  it('fetch the data with the given query', async () => {
    server.use(mockEndpoint(featureMatch, ({ query }) => [makeMatch({ fixtureId: query.liveModeId ?? 0 })]));
    const matches = await makeQueryClient().fetchQuery(featureMatchQuery({ liveModeId: 8 }));
    expect(matches.map((m) => m.fixtureId)).toEqual([8]);
  });

  it('fail with the status so the query enters its error state', async () => {
    server.use(mockFailure(bannerList, 404));
    await expect(makeQueryClient().fetchQuery(bannerListQuery())).rejects.toMatchObject({ status: 404 });
  });

  it('are not retried after a client error', async () => {
    server.use(mockFailure(bannerList, 422));
    const client = makeQueryClient();
    const observer = new QueryObserver(client, bannerListQuery());
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    unsubscribe();
    expect(observer.getCurrentResult().error).toBeInstanceOf(ApiError);
    expect(api.calls(bannerList.path)).toHaveLength(1);
  });

  it('answer banners from the mock', async () => {
    expect(await makeQueryClient().fetchQuery(bannerListQuery({ position: 'home-top' }))).toEqual(banners);
  });
});

describe('live count', () => {
  it('is polled every 20 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    server.use(mockEndpoint(totalLiveSchedule, { totalLive: 3 }));
    const observer = new QueryObserver(makeQueryClient(), totalLiveQuery());
    let unsubscribe: () => void = () => undefined;
    await new Promise<void>((resolve) => {
      unsubscribe = observer.subscribe((r) => r.status === 'success' && resolve());
    });
    expect(api.calls(totalLiveSchedule.path)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LIVE_COUNT_POLL_MS - 1);
    expect(api.calls(totalLiveSchedule.path)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(api.calls(totalLiveSchedule.path)).toHaveLength(2));
    unsubscribe();
  });
});
