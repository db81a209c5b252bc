import { permanentRedirect } from 'next/navigation';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { positiveId } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import { getPathname } from '@/lib/i18n/navigation';
import { foundOrNull } from '@/server/api/page-data';
import type { ServerQueryResult } from '@/server/api/server-query';

/** The id segment of an entity path, or the route-validation 404 naming the requested path. */
export function requireId(raw: string, requested: string): number {
  const id = positiveId(raw);
  if (id === null) routeValidationNotFound(requested);
  return id;
}

/** A page's entity; an id the API knows nothing of becomes the route-validation 404, a failure the error view. */
export async function loadOrNotFound<T>(load: Promise<ServerQueryResult<T>>, requested: string): Promise<T> {
  const data = foundOrNull(await load, requested);
  if (data === null) routeValidationNotFound(requested);
  return data;
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
