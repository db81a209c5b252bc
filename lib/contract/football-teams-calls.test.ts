import { describe, expect, it } from 'vitest';
import * as football from './football';
import * as teams from './football-teams';
import * as calls from './football-teams-calls';

const contract: Record<string, unknown> = { ...football, ...teams };

describe('the team pages’ browser calls', () => {
  it.each(Object.entries(calls))('%s has the contract method and path', (name, c) => {
    const e = contract[name] as { method: string; path: string } | undefined;
    expect(e && { method: e.method, path: e.path }).toEqual(c);
  });
});
