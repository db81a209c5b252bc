import { PAGE_HEADERS } from './page-headers';

/** The site's origin as the server worked it out for this request (PUBLIC_URL, or the host it came to). */
export function requestOrigin(headers: Headers): string {
  return headers.get(PAGE_HEADERS.origin) ?? 'http://localhost';
}
