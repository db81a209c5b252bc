import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssues } from './issues';

const messageFor = (schema: z.ZodType, value: unknown, root: 'query' | 'body' = 'body') => {
  const r = schema.safeParse(value, { reportInput: true });
  return r.success ? 'ok' : formatIssues(r.error.issues, root);
};

describe('formatIssues', () => {
  const s = z.object({ pageSize: z.coerce.number().int().min(1).max(200), name: z.string().min(3).max(5), tags: z.array(z.string()).max(1) }).strict();

  it('names the field and the bound', () => {
    expect(messageFor(s.pick({ pageSize: true }), { pageSize: '201' })).toBe('pageSize: must be ≤ 200');
    expect(messageFor(s.pick({ pageSize: true }), { pageSize: '0' })).toBe('pageSize: must be ≥ 1');
    expect(messageFor(s.pick({ name: true }), { name: 'ab' })).toBe('name: must have at least 3 characters');
    expect(messageFor(s.pick({ tags: true }), { tags: ['a', 'b'] })).toBe('tags: must have at most 1 items');
  });

  it('tells a missing field from a wrong type', () => {
    expect(messageFor(s.pick({ name: true }), {})).toBe('name: required');
    expect(messageFor(s.pick({ name: true }), { name: 5 })).toBe('name: expected string');
  });

  it('lists each unknown field', () => {
    expect(messageFor(z.object({}).strict(), { a: 1, b: 2 })).toBe('a: unknown field; b: unknown field');
  });

  it('falls back to the root name for a problem with the whole input', () => {
    expect(messageFor(z.object({}), 'text', 'query')).toBe('query: expected object');
  });

  it('uses a regex message the contract wrote, and a neutral one otherwise', () => {
    expect(messageFor(z.object({ d: z.string().regex(/^\d+$/, 'digits only') }), { d: 'x' })).toBe('d: digits only');
    expect(messageFor(z.object({ d: z.string().regex(/^\d+$/) }), { d: 'x' })).toBe('d: has an invalid format');
    expect(messageFor(z.object({ e: z.email() }), { e: 'x' })).toBe('e: must be a valid email');
  });
});
