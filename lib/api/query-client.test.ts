import { describe, expect, it, vi } from 'vitest';
import { getQueryClient, makeQueryClient, QUERY_STALE_MS } from './query-client';
import { setApiLocale } from './request-context';

vi.mock('@/lib/observability/report', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/observability/report')>()),
  reportError: vi.fn(),
}));

describe('query client', () => {
  it('uses the agreed defaults: 30 s fresh, no refetch on window focus', () => {
    const queries = makeQueryClient().getDefaultOptions().queries;
    expect([queries?.staleTime, queries?.refetchOnWindowFocus]).toEqual([QUERY_STALE_MS, false]);
  });

  it('shares one client in the browser', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('marks cached answers stale when the locale changes, since they are translated', () => {
    setApiLocale('vi');
    const client = getQueryClient();
    client.setQueryData(['resources', 'marquee'], []);
    setApiLocale('en');
    expect(client.getQueryState(['resources', 'marquee'])?.isInvalidated).toBe(true);
    setApiLocale('vi');
  });
});
