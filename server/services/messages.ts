import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/domain/locale';
import { ApiError } from '@/server/api/errors';

export const DEFAULT_MESSAGES_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'messages');

async function readNamespace(dir: string, locale: Locale, namespace: string): Promise<unknown> {
  const text = await fs.readFile(/* turbopackIgnore: true */ path.join(dir, locale, `${namespace}.json`), 'utf8');
  return JSON.parse(text) as unknown;
}

/**
 * Translation messages keyed by namespace (one JSON file per namespace): `{ [namespace]: messages }`,
 * for one namespace or, without `category`, for all of them.
 */
export async function languageMessages(
  locale: Locale,
  category: string | undefined,
  dir: string = DEFAULT_MESSAGES_DIR,
): Promise<Record<string, unknown>> {
  if (category !== undefined) {
    try {
      return { [category]: await readNamespace(dir, locale, category) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ApiError(404, `category: no messages named "${category}"`);
      throw err;
    }
  }
  const files = await fs.readdir(/* turbopackIgnore: true */ path.join(dir, locale)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const namespaces = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await readNamespace(dir, locale, ns)] as const));
  return Object.fromEntries(entries);
}
