import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@/lib/contract/endpoint';
import { ApiError } from './errors';
import { parseInput, queryObject, readBodyText } from './input';

const post = (body: BodyInit | null, url = 'http://x/p', type: string | null = 'application/json') =>
  new Request(url, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

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
  const e = endpoint({ method: 'POST', path: '/x/api/p' }, { body: z.object({ n: z.number().max(3) }), query: z.object({ q: z.string().optional() }), data: z.null() });

  it('returns the typed query and body', async () => {
    expect(await parseInput(e, post('{"n":2}', 'http://x/p?q=a'))).toEqual({ query: { q: 'a' }, body: { n: 2 } });
  });

  it('answers 400 to malformed JSON and 422 to a schema breach', async () => {
    expect((await errorOf(parseInput(e, post('{')))).code).toBe(400);
    const breach = await errorOf(parseInput(e, post('{"n":4}')));
    expect([breach.code, breach.message]).toEqual([422, 'n: must be ≤ 3']);
  });

  it('refuses with 415 a body sent as a form or as text, which another site could make a browser send', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
      expect((await errorOf(parseInput(e, post('{"n":2}', 'http://x/p', type)))).code, type).toBe(415);
    }
    expect((await errorOf(parseInput(e, new Request('http://x/p', { method: 'POST', body: new Blob(['{"n":2}']) })))).code).toBe(415);
  });

  it('accepts JSON with parameters, and a call with no body and no type', async () => {
    expect((await parseInput(e, post('{"n":2}', 'http://x/p', 'Application/JSON; charset=utf-8'))).body).toEqual({ n: 2 });
    const bodiless = endpoint({ method: 'POST', path: '/x/api/q' }, { data: z.null() });
    expect((await parseInput(bodiless, post(null, 'http://x/q', null))).body).toEqual({});
  });

  it('refuses fields the contract does not name, in the query too', async () => {
    expect((await errorOf(parseInput(e, post('{"n":1,"m":2}')))).message).toBe('m: unknown field');
    expect((await errorOf(parseInput(e, post('{"n":1}', 'http://x/p?z=1')))).message).toBe('z: unknown field');
  });
});
