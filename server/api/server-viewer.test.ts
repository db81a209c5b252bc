import { afterEach, describe, expect, it } from 'vitest';
import { setServerContextSource, setServerTransport } from '@/lib/api/request-context';
import { userInfoCall } from '@/lib/contract/user-calls';
import { guestUser, memberUser } from '@/tests/mocks/data';
import { serverViewer } from './server-viewer';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const visitor = (token: string | null) => setServerContextSource(() => ({ token, guestToken: null, currency: 'VND', locale: 'vi' }));

afterEach(() => {
  setServerContextSource(null);
  setServerTransport(null);
});

describe('serverViewer', () => {
  it("is the member's id, read through the user-info query with the visitor's token", async () => {
    const seen: Request[] = [];
    visitor('member-token');
    setServerTransport(async (request) => {
      seen.push(request);
      return answer(200, { code: 200, msg: 'ok', data: memberUser });
    });
    await expect(serverViewer()).resolves.toBe(memberUser.userId);
    expect(new URL(seen[0]!.url).pathname).toBe(userInfoCall.path);
    expect(seen[0]!.headers.get('authorization')).toBe('member-token');
  });

  it('is 0 without a token, without asking the API', async () => {
    visitor(null);
    let asked = false;
    setServerTransport(async () => {
      asked = true;
      return answer(200, { code: 200, msg: 'ok', data: memberUser });
    });
    await expect(serverViewer()).resolves.toBe(0);
    expect(asked).toBe(false);
  });

  it('is 0 for a guest session and for a token the API refuses', async () => {
    visitor('guest-ish');
    setServerTransport(async () => answer(200, { code: 200, msg: 'ok', data: guestUser }));
    await expect(serverViewer()).resolves.toBe(0);
    visitor('expired');
    setServerTransport(async () => answer(401, { code: 401, msg: 'Login', data: null }));
    await expect(serverViewer()).resolves.toBe(0);
  });
});
