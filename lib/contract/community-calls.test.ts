import { describe, expect, it } from 'vitest';
import * as community from './community';
import * as calls from './community-calls';

const contract: Record<string, unknown> = { ...community };

describe('the community pages’ browser calls', () => {
  it.each(Object.entries(calls))('%s has the contract method and path', (name, c) => {
    const e = contract[name] as { method: string; path: string } | undefined;
    expect(e && { method: e.method, path: e.path }).toEqual(c);
  });
});
