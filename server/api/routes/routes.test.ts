import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/contract/endpoint';
import { routesByPrefix, type RouteDef } from '../route';
import { apiRoutes } from '.';

const routeFiles = import.meta.glob<{ routes?: readonly RouteDef[] }>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });
const contract = import.meta.glob<Record<string, unknown>>(['@/lib/contract/*.ts', '!@/lib/contract/*-calls.ts', '!@/lib/contract/*.test.ts'], { eager: true });
const isEndpoint = (v: unknown): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'data' in v;

describe('the API routes', () => {
  it('takes in every route file of this folder', () => {
    expect(Object.keys(routeFiles).length).toBeGreaterThan(10);
    for (const [file, mod] of Object.entries(routeFiles)) {
      expect(mod.routes?.length, `${file} exports its routes`).toBeGreaterThan(0);
      for (const r of mod.routes ?? []) expect(apiRoutes, file).toContain(r);
    }
  });

  it('serves every endpoint of the contract, once', () => {
    const served = apiRoutes.map((r) => `${r.endpoint.method} ${r.endpoint.path}`);
    expect(served.filter((key, i) => served.indexOf(key) !== i)).toEqual([]);
    const defined = Object.values(contract).flatMap((mod) => Object.values(mod).filter(isEndpoint)).map((e) => `${e.method} ${e.path}`);
    expect(new Set(served)).toEqual(new Set(defined));
  });

  it('puts each route under its own prefix and refuses a path under none', () => {
    const groups = routesByPrefix(apiRoutes);
    for (const [prefix, routes] of groups) for (const r of routes) expect(r.endpoint.path.startsWith(`${prefix}/`)).toBe(true);
    const stray = { endpoint: { method: 'GET', path: '/api/x' }, handle: async () => null } as unknown as RouteDef;
    expect(() => routesByPrefix([stray])).toThrow('/api/x');
  });
});
