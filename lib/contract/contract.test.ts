import { describe, expect, it } from 'vitest';
import type { Call } from './call';

// Every section's contract beside its calls: `<section>.ts` binds schemas to `<section>-calls.ts`.
const callModules = import.meta.glob<Record<string, unknown>>('./*-calls.ts', { eager: true });
const contractModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*-calls.ts', '!./*.test.ts', '!./call.ts', '!./endpoint.ts'], { eager: true });

const isCall = (v: unknown): v is Call => typeof v === 'object' && v !== null && 'method' in v && 'path' in v;
const isEndpoint = (v: unknown): v is Call & { data: unknown } => isCall(v) && 'data' in v;
const entries = <T>(mod: Record<string, unknown>, keep: (v: unknown) => v is T) =>
  Object.entries(mod).filter((e): e is [string, T] => keep(e[1]));
const contractOf = (callsFile: string) => contractModules[callsFile.replace(/-calls\.ts$/, '.ts')];

describe('the wire contract', () => {
  it.each(Object.keys(callModules))('%s: each call is bound by the endpoint of the same name in its contract', (file) => {
    const contract = contractOf(file);
    expect(contract, `no contract beside ${file}`).toBeDefined();
    const endpoints = new Map(entries(contract ?? {}, isEndpoint));
    for (const [name, call] of entries(callModules[file] ?? {}, isCall)) {
      expect(endpoints.get(name), `${file}: ${name} has no endpoint`).toMatchObject({ method: call.method, path: call.path });
      endpoints.delete(name);
    }
    expect([...endpoints.keys()], 'endpoints without their own call').toEqual([]);
  });

  it('never gives two endpoints the same method and path', () => {
    const seen = Object.values(callModules).flatMap((mod) => entries(mod, isCall).map(([, c]) => `${c.method} ${c.path}`));
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((key, i) => seen.indexOf(key) !== i)).toEqual([]);
  });
});
