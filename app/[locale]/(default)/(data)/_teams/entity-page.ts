import { permanentRedirect } from 'next/navigation';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { positiveId } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import { getPathname } from '@/lib/i18n/navigation';
import { ApiError } from '@/server/api/errors';

/** The id segment of an entity path, or the route-validation 404 naming the requested path. */
export function requireId(raw: string, requested: string): number {
  const id = positiveId(raw);
  if (id === null) routeValidationNotFound(requested);
  return id;
}

/** Loads a page's entity; the API's 404 (unknown id) becomes the route-validation 404. */
export async function loadOrNotFound<T>(load: () => Promise<T>, requested: string): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 422)) routeValidationNotFound(requested);
    throw err;
  }
}

/** The id is what counts: a stale or mistyped name redirects (308) to the entity's canonical path. */
export function ensureCanonical(requested: string, canonical: string, locale: Locale): void {
  if (safeDecode(requested) !== canonical) permanentRedirect(getPathname({ href: canonical, locale }));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
