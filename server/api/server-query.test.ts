import { describe, expect, it } from 'vitest';
import { callQuery } from '@/lib/api/queries/call-query';
import { setServerTransport } from '@/lib/api/request-context';
import { menu } from '@/lib/contract/resource-calls';
import { serverData, serverQuery } from './server-query';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('server queries', () => {
  it('go to the in-process handler with the visitor headers and answer the data', async () => {
    const seen: Request[] = [];
    setServerTransport(async (request) => {
      seen.push(request);
      return answer(200, { code: 200, msg: 'ok', data: [{ id: 1 }] });
    });
    await expect(serverData(callQuery('test', menu))).resolves.toEqual([{ id: 1 }]);
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).pathname).toBe(menu.path);
    expect(seen[0]!.headers.get('x-language')).toBe('vi');
  });

  it('keep the status of a refusal so a page can tell an unknown id from a failure', async () => {
    setServerTransport(async () => answer(404, { code: 404, msg: 'Not found', data: null }));
    await expect(serverQuery(callQuery('test', menu, undefined))).resolves.toEqual({ ok: false, status: 404 });
    setServerTransport(async () => answer(200, { code: 401, msg: 'Login', data: null }));
    await expect(serverQuery(callQuery('test-401', menu))).resolves.toEqual({ ok: false, status: 401 });
  });

  it('fail to null, not to a throw, when nothing answers', async () => {
    setServerTransport(async () => {
      throw new Error('handler crashed');
    });
    await expect(serverData(callQuery('test-crash', menu))).resolves.toBeNull();
  });
});
