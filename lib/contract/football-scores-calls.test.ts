import { describe, expect, it } from 'vitest';
import * as football from './football';
import * as scores from './football-scores';
import * as calls from './football-scores-calls';

const contract: Record<string, unknown> = { ...football, ...scores };

describe('the football data pages’ browser calls', () => {
  it.each(Object.entries(calls))('%s has the contract method and path', (name, c) => {
    const e = contract[name] as { method: string; path: string } | undefined;
    expect(e && { method: e.method, path: e.path }).toEqual(c);
  });
});
