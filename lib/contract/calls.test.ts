import { describe, expect, it } from 'vitest';
import * as booking from './booking';
import * as calls from './calls';
import * as chat from './chat';
import * as resource from './resource';
import * as room from './room';
import * as schedule from './schedule';
import * as tips from './tips';
import * as user from './user';

function endpointsOf(mod: Record<string, unknown>): [string, { method: string; path: string }][] {
  return Object.entries(mod).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value
      ? [[name, { method: String(value.method), path: String(value.path) }] as [string, { method: string; path: string }]]
      : [],
  );
}

const endpoints = [booking, chat, resource, room, schedule, tips, user].flatMap((mod) => endpointsOf(mod));

describe('the browser call list', () => {
  it.each(endpoints)('has %s with the contract method and path', (name, endpoint) => {
    const c: unknown = (calls as Record<string, unknown>)[name];
    expect(c).toEqual({ method: endpoint.method, path: endpoint.path });
  });

  it('has nothing the contract does not define', () => {
    const names = new Set(endpoints.map(([name]) => name));
    expect(Object.keys(calls).filter((name) => !names.has(name))).toEqual([]);
  });
});
