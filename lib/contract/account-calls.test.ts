import { describe, expect, it } from 'vitest';
import * as acc from './accounts';
import * as calls from './account-calls';

const contract: Record<string, unknown> = { ...acc };
const endpoints = Object.entries(contract).filter(([, v]) => typeof v === 'object' && v !== null && 'method' in v && 'data' in v);

describe('the account browser calls', () => {
  it.each(Object.entries(calls))('%s has the contract method and path', (name, c) => {
    const e = contract[name] as { method: string; path: string } | undefined;
    expect(e && { method: e.method, path: e.path }).toEqual(c);
  });

  it('covers every account endpoint', () => {
    expect(Object.keys(calls).sort()).toEqual(endpoints.map(([name]) => name).sort());
  });
});
