import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/api/cookies';
import { COOKIES } from '@/lib/domain/constants';
import { Providers } from './providers';

vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => '/',
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }));
  document.cookie = `${COOKIES.timezone}=; max-age=0; path=/`;
});
afterEach(() => vi.unstubAllGlobals());

describe('Providers', () => {
  it('draws the page at once and starts the background services (here, the time-zone cookie) only once the browser is idle', async () => {
    vi.useFakeTimers();
    const { getByText } = render(
      <NextIntlClientProvider locale="vi" messages={{}} onError={() => undefined}>
        <Providers>
          <p>page</p>
        </Providers>
      </NextIntlClientProvider>,
    );
    expect(getByText('page')).toBeTruthy();
    expect(readCookie(COOKIES.timezone)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await vi.waitFor(() => expect(readCookie(COOKIES.timezone)).not.toBeNull(), { timeout: 3000 });
  });
});
