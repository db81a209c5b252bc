import { describe, expect, it } from 'vitest';
import * as search from './search';
import * as calls from './search-calls';

const contract: Record<string, unknown> = { ...search };

describe('the site search’s browser calls', () => {
  it.each(Object.entries(calls))('%s has the contract method and path', (name, c) => {
    const e = contract[name] as { method: string; path: string } | undefined;
    expect(e && { method: e.method, path: e.path }).toEqual(c);
  });
});
