import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureMatch, totalLiveSchedule } from '@/lib/contract/schedule';
import { LIVE_COUNT_POLL_MS } from '@/lib/domain/constants';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { ApiError } from '../error-catalogue';
import { makeQueryClient } from '../query-client';
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
    server.use(mockFailure(featureMatch, 404));
    await expect(makeQueryClient().fetchQuery(featureMatchQuery({}))).rejects.toMatchObject({ status: 404 });
  });

  it('are not retried after a client error', async () => {
    server.use(mockFailure(featureMatch, 422));
    const client = makeQueryClient();
    const observer = new QueryObserver(client, featureMatchQuery({}));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    unsubscribe();
    expect(observer.getCurrentResult().error).toBeInstanceOf(ApiError);
    expect(api.calls(featureMatch.path)).toHaveLength(1);
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
