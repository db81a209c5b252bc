import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@/lib/contract/endpoint';
import { ApiError } from './errors';
import { parseInput, queryObject, readBodyText } from './input';

const post = (body: BodyInit | null, url = 'http://x/p') => new Request(url, { method: 'POST', body });

async function errorOf(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(() => null, (e: unknown) => e);
  if (!(err instanceof ApiError)) throw new Error('expected an ApiError');
  return err;
}

describe('queryObject', () => {
  it('drops empty values and turns repeated keys into arrays', () => {
    expect(queryObject(new URL('http://x/?a=1&b=&c=2&c=3'))).toEqual({ a: '1', c: ['2', '3'] });
  });
});

describe('readBodyText', () => {
  it('reads a body within the limit', async () => {
    expect(await readBodyText(post('hello'), 5)).toBe('hello');
  });

  it('answers 413 past the limit', async () => {
    expect((await errorOf(readBodyText(post('hello!'), 5))).code).toBe(413);
  });
});

describe('parseInput', () => {
  const e = endpoint({ method: 'POST', path: '/x/api/p', body: z.object({ n: z.number().max(3) }), query: z.object({ q: z.string().optional() }), data: z.null() });

  it('returns the typed query and body', async () => {
    expect(await parseInput(e, post('{"n":2}', 'http://x/p?q=a'))).toEqual({ query: { q: 'a' }, body: { n: 2 } });
  });

  it('answers 400 to malformed JSON and 422 to a schema breach', async () => {
    expect((await errorOf(parseInput(e, post('{')))).code).toBe(400);
    const breach = await errorOf(parseInput(e, post('{"n":4}')));
    expect([breach.code, breach.message]).toEqual([422, 'n: must be ≤ 3']);
  });

  it('refuses fields the contract does not name, in the query too', async () => {
    expect((await errorOf(parseInput(e, post('{"n":1,"m":2}')))).message).toBe('m: unknown field');
    expect((await errorOf(parseInput(e, post('{"n":1}', 'http://x/p?z=1')))).message).toBe('z: unknown field');
  });
});
