import { describe, expect, it } from 'vitest';
import * as engagement from './engagement';
import * as calls from './engagement-calls';

const contract: Record<string, unknown> = { ...engagement };

describe('the member pages’ browser calls', () => {
  it.each(Object.entries(calls))('%s has the contract method and path', (name, c) => {
    const e = contract[name] as { method: string; path: string } | undefined;
    expect(e && { method: e.method, path: e.path }).toEqual(c);
  });
});
